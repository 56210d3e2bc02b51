import Foundation

/// Results stored by the hash of every input that produced them, each sealed (`CacheSeal`). A
/// result is found only while its inputs are unchanged and its seal is right, so progress
/// derived from it cannot disagree with the code.
public struct ResultCache: Sendable {
    /// The folder holding `<hash>.json` files.
    public let directory: URL

    private let seal: CacheSeal
    /// The results this process has stored or read and verified, by input hash, with the
    /// identity (`FileFingerprints.identity`) their file had then: while the file is unchanged
    /// it is not read and verified again, so the progress bar, which looks up every exercise
    /// after each check, costs a `stat` per exercise; a file replaced or deleted is read again.
    private let known = KnownResults()

    private final class KnownResults: @unchecked Sendable {
        let lock = NSLock()
        var results: [String: (identity: String, result: ExerciseResult)] = [:]
    }

    /// A stored result and its seal, which covers the input hash it is stored under too.
    private struct Sealed: Codable {
        var result: Data
        var seal: String
    }

    /// A cache in `directory`, created on first store; results are sealed with `seal`.
    init(directory: URL, seal: CacheSeal) {
        self.directory = directory
        self.seal = seal
    }

    /// The result stored for `hash`, marked as cached; nil when there is none or its seal is wrong.
    public func result(for hash: String) -> ExerciseResult? {
        let identity = FileFingerprints.identity(of: file(for: hash).path)
        if let known = known.lock.withLock({ known.results[hash] }), !identity.isEmpty, known.identity == identity {
            return known.result
        }
        guard let data = FileManager.default.contents(atPath: file(for: hash).path),
            let sealed = try? JSONDecoder().decode(Sealed.self, from: data),
            seal.verifies(Data(hash.utf8) + sealed.result, seal: sealed.seal),
            var result = try? JSONDecoder().decode(ExerciseResult.self, from: sealed.result)
        else { return nil }
        result.cached = true
        known.lock.withLock { known.results[hash] = (identity, result) }
        return result
    }

    /// Stores `result` under `hash`, replacing any earlier one.
    public func store(_ result: ExerciseResult, for hash: String) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard let encoded = try? JSONEncoder().encode(result),
            let data = try? JSONEncoder().encode(Sealed(result: encoded, seal: seal.seal(Data(hash.utf8) + encoded)))
        else { return }
        try? data.write(to: file(for: hash), options: .atomic)
        var cached = result
        cached.cached = true
        let identity = FileFingerprints.identity(of: file(for: hash).path)
        known.lock.withLock { known.results[hash] = (identity, cached) }
    }

    /// Removes the result stored under `hash`, if any (one a fresh check could not confirm).
    public func remove(for hash: String) {
        try? FileManager.default.removeItem(at: file(for: hash))
    }

    private func file(for hash: String) -> URL {
        directory.appending(path: "\(hash).json")
    }
}
