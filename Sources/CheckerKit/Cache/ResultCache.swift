import Foundation

/// Results stored by the hash of every input that produced them. A result is found only while
/// its inputs are unchanged, so progress derived from it cannot disagree with the code.
public struct ResultCache: Sendable {
    /// The folder holding `<hash>.json` files.
    public let directory: URL

    /// A cache in `directory`, created on first store.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The result stored for `hash`, marked as cached.
    public func result(for hash: String) -> ExerciseResult? {
        guard let data = FileManager.default.contents(atPath: file(for: hash).path),
              var result = try? JSONDecoder().decode(ExerciseResult.self, from: data) else { return nil }
        result.cached = true
        return result
    }

    /// Stores `result` under `hash`, replacing any earlier one.
    public func store(_ result: ExerciseResult, for hash: String) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard let data = try? JSONEncoder().encode(result) else { return }
        try? data.write(to: file(for: hash), options: .atomic)
    }

    private func file(for hash: String) -> URL {
        directory.appending(path: "\(hash).json")
    }
}
