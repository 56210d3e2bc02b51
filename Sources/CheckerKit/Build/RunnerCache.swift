import Foundation

/// Check runners kept for reuse, in `.checker/runners/<key>`, keyed by everything the runner is
/// compiled from except the learner's function bodies: the checker's environment, the learner
/// module's interface (`LearnerExercise.swiftmodule`, unchanged when only bodies change), the
/// check file, the manifest's declarations and the examples' library.
///
/// A runner finds the learner's library next to itself (`rpath $ORIGIN`), so a re-check after
/// an edit inside a function compiles only the learner's file and reuses the runner. Each
/// stored runner carries a sealed digest; one that does not match is compiled again.
struct RunnerCache {
    let directory: URL
    let seal: CacheSeal

    /// The key of a runner for these inputs.
    static func key(
        environment: String, learnerInterface: URL, checkText: String, declarations: [String],
        examples: ExamplesLibrary?,
        libraries: [String] = []
    ) -> String? {
        guard let interface = FileManager.default.contents(atPath: learnerInterface.path) else { return nil }
        var hasher = SHA256()
        hasher.update(
            "\(environment)\n\(declarations.joined(separator: "\n"))\n\(examples?.directory.path ?? "no examples")\n")
        hasher.update(SHA256.hex(checkText) + "\n")
        if !libraries.isEmpty { hasher.update("libraries \(libraries.joined(separator: " "))\n") }
        hasher.update(interface)
        return hasher.hexDigest()
    }

    /// Copies the stored runner for `key` to `destination` and returns the symbols it imports
    /// (listed by `nm` when it was stored); nil when there is none (or it is not intact).
    ///
    /// The seal covers the key, the runner's SHA-256, the stored file's identity (size,
    /// modification and change time, inode) and the symbol list. While the file's identity is the
    /// sealed one its bytes are not hashed again (a rewrite changes the change time, which cannot
    /// be set back), as the fingerprint memo does for every input; otherwise they must hash to the
    /// sealed digest.
    func restore(key: String, to destination: URL) -> [String]? {
        guard let (data, imports) = intact(key: key),
            (try? ExecutableCopy.write(data, to: destination.path, mode: 0o700)) != nil
        else { return nil }
        return String(decoding: imports, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// True when a runner is stored for `key` and intact (nothing is copied).
    func isStored(key: String) -> Bool {
        intact(key: key) != nil
    }

    /// The stored runner's bytes and symbol list when its seal verifies.
    private func intact(key: String) -> (data: Data, imports: Data)? {
        let folder = directory.appending(path: "\(key.prefix(32))")
        let stored = folder.appending(path: "check-runner")
        guard let imports = FileManager.default.contents(atPath: folder.appending(path: "imports.txt").path),
            let record = try? String(contentsOf: folder.appending(path: "check-runner.seal"), encoding: .utf8)
        else { return nil }
        let lines = record.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 3,
            seal.verifies(
                Self.sealed(key: key, digest: lines[0], identity: lines[1], imports: imports), seal: lines[2]),
            let data = FileManager.default.contents(atPath: stored.path)
        else { return nil }
        if FileFingerprints.identity(of: stored.path) != lines[1] {
            var hasher = SHA256()
            hasher.update(data)
            guard hasher.hexDigest() == lines[0] else { return nil }
        }
        return (data, imports)
    }

    /// Stores the runner at `runner` under `key` with the symbols it imports; a failure only
    /// costs a later compile.
    func store(key: String, runner: URL, imports: [String]) {
        guard let data = FileManager.default.contents(atPath: runner.path) else { return }
        let importsData = Data(imports.joined(separator: "\n").utf8)
        let folder = directory.appending(path: "\(key.prefix(32))")
        let partial = directory.appending(path: "\(key.prefix(32)).\(UUID().uuidString).partial")
        do {
            try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
            let stored = partial.appending(path: "check-runner")
            try data.write(to: stored)
            try importsData.write(to: partial.appending(path: "imports.txt"))
            var hasher = SHA256()
            hasher.update(data)
            let digest = hasher.hexDigest()
            // Renaming the folder leaves the file's identity as it is.
            let identity = FileFingerprints.identity(of: stored.path)
            let record =
                "\(digest)\n\(identity)\n\(seal.seal(Self.sealed(key: key, digest: digest, identity: identity, imports: importsData)))"
            try record.write(to: partial.appending(path: "check-runner.seal"), atomically: false, encoding: .utf8)
            try? FileManager.default.removeItem(at: folder)
            if rename(partial.path, folder.path) != 0 { try? FileManager.default.removeItem(at: partial) }
        } catch {
            try? FileManager.default.removeItem(at: partial)
        }
    }

    /// What one seal covers: the key, the runner's digest and file identity, and its symbol list.
    private static func sealed(key: String, digest: String, identity: String, imports: Data) -> Data {
        var bytes = Data("\(key.utf8.count) \(key)\n\(digest)\n\(identity)\n\(imports.count)\n".utf8)
        bytes.append(imports)
        return bytes
    }
}
