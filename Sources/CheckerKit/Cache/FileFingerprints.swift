import Foundation

/// Content hashes of files, remembered by size and modification time (as git's index does), so
/// that an unchanged input is not read again. Files modified in the last few seconds are always
/// re-read, which closes the window in which an edit could keep the old size and time stamp.
public final class FileFingerprints: @unchecked Sendable {
    private struct Entry: Codable {
        var identity: String
        var digest: String
    }

    private struct Stored: Codable {
        var files: [String: Entry] = [:]
        var notes: [String: String] = [:]
    }

    private let storeURL: URL?
    private let lock = NSLock()
    private var stored = Stored()
    private var changed = false

    private let seal: CacheSeal?

    /// Loads the memo kept at `storeURL`, or starts an empty one (in memory only when nil). A
    /// memo whose seal (in `<storeURL>.seal`) is wrong is discarded.
    init(storeURL: URL?, seal: CacheSeal?) {
        self.storeURL = storeURL
        self.seal = seal
        if let storeURL, let data = try? Data(contentsOf: storeURL),
            seal.map({
                $0.verifies(data, seal: (try? String(contentsOf: Self.sealURL(storeURL), encoding: .utf8)) ?? "")
            }) ?? true,
            let decoded = try? JSONDecoder().decode(Stored.self, from: data)
        {
            stored = decoded
        }
    }

    /// A memo kept in memory only.
    public convenience init() {
        self.init(storeURL: nil, seal: nil)
    }

    private static func sealURL(_ storeURL: URL) -> URL {
        storeURL.deletingLastPathComponent().appending(path: storeURL.lastPathComponent + ".seal")
    }

    /// The SHA-256 of the file at `path`, or nil when it cannot be read.
    public func digest(of path: String) -> String? {
        let identity = statIdentity(of: path)
        let isRecent = modificationAge(of: path) < 3
        if !isRecent, let entry = lock.withLock({ stored.files[path] }), entry.identity == identity {
            return entry.digest
        }
        // Read in pieces: a learner's file of any size costs the hash no more than a megabyte.
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hasher = SHA256()
        do {
            // nil or empty at the end of the file.
            while let piece = try handle.read(upToCount: 1024 * 1024), !piece.isEmpty { hasher.update(piece) }
        } catch {
            return nil
        }
        let digest = hasher.hexDigest()
        lock.withLock {
            stored.files[path] = Entry(identity: identity, digest: digest)
            // A file changed in the last seconds is read again next time whatever is stored, so
            // its digest alone is not worth writing the memo for: a re-check after an edit (the
            // learner's file is the one new digest) leaves the memo as it was.
            if !isRecent { changed = true }
        }
        return digest
    }

    /// Size, modification time, change time and inode of a file, as one string; empty when it
    /// does not exist. The change time is what `touch` cannot set back: a file rewritten with
    /// old contents' size and modification time still has a new change time, so it is read again.
    public func statIdentity(of path: String) -> String {
        Self.identity(of: path)
    }

    /// `statIdentity(of:)`, without a memo.
    static func identity(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "" }
        return
            "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)-\(info.st_ino)-\(info.st_dev)"
    }

    /// A remembered string (for example the compiler's version for a compiler binary).
    public func note(for key: String) -> String? {
        lock.withLock { stored.notes[key] }
    }

    /// Remembers a string until the memo is discarded.
    public func setNote(_ note: String, for key: String) {
        lock.withLock {
            stored.notes[key] = note
            changed = true
        }
    }

    /// The keys of the remembered strings that start with `prefix`.
    func noteKeys(withPrefix prefix: String) -> [String] {
        lock.withLock { stored.notes.keys.filter { $0.hasPrefix(prefix) }.sorted() }
    }

    /// Forgets a remembered string (one found wrong, so that it is worked out again).
    public func removeNote(for key: String) {
        lock.withLock {
            if stored.notes.removeValue(forKey: key) != nil { changed = true }
        }
    }

    /// Writes the memo back if anything was learned.
    public func save() {
        guard let storeURL else { return }
        let data: Data? = lock.withLock {
            guard changed else { return nil }
            changed = false
            return try? JSONEncoder().encode(stored)
        }
        guard let data else { return }
        try? FileManager.default.createDirectory(
            at: storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: storeURL, options: .atomic)
        if let seal { try? seal.seal(data).write(to: Self.sealURL(storeURL), atomically: true, encoding: .utf8) }
    }

    private func modificationAge(of path: String) -> Double {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        return Date().timeIntervalSince1970 - modified
    }
}
