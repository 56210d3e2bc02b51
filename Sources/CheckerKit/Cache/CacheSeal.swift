import Foundation

/// A secret of the cache folder (`.checker/seal-key`, readable by its owner only) and the seals
/// made with it: SHA-256 of the secret and the sealed bytes. A cached result or fingerprint
/// memo without a valid seal is ignored, so a result file written by hand, copied from someone
/// else's folder or left by a program is never replayed as a verdict.
///
/// This stops casual forgery, not a learner who reads the secret and computes seals on purpose:
/// grading never trusts the cache (`report` always checks fresh against a pristine course).
struct CacheSeal: Sendable {
    private let secret: String

    /// The seal of `directory`, creating its secret on first use.
    init(directory: URL) {
        let file = directory.appending(path: "seal-key")
        if let data = FileManager.default.contents(atPath: file.path), data.count == 64 {
            secret = String(decoding: data, as: UTF8.self)
            return
        }
        var generator = SystemRandomNumberGenerator()
        let fresh = (0..<4).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Create the file readable by its owner only; if another checker made one first, use that.
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        if descriptor >= 0 {
            _ = fresh.utf8CString.withUnsafeBytes { write(descriptor, $0.baseAddress, 64) }
            close(descriptor)
            secret = fresh
        } else if let data = FileManager.default.contents(atPath: file.path), data.count == 64 {
            secret = String(decoding: data, as: UTF8.self)
        } else {
            secret = fresh
        }
    }

    /// The seal of `data`.
    func seal(_ data: Data) -> String {
        var hasher = SHA256()
        hasher.update(secret + "\n")
        hasher.update(data)
        return hasher.hexDigest()
    }

    /// True when `seal` is the seal of `data`.
    func verifies(_ data: Data, seal: String) -> Bool {
        self.seal(data) == seal
    }
}
