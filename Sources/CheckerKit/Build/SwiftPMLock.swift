import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The lock SwiftPM holds on a package's build folder while it works: an exclusive `flock` on
/// `<temporary folder>/<build folder's path, with "/" as "_">.lock` (SwiftPM 6.3 on Linux;
/// observed: `/tmp/_work_main_.build.lock` for `/work/main/.build`, with `/proc/locks` showing
/// `swift test` holding it for its whole run, `--skip-build` included, and a nested
/// `swift build` waiting on it). `swift run` releases it before it starts the program.
struct SwiftPMLock {
    /// The package's build folder (`<root>/.build`).
    let buildFolder: URL

    /// Where the lock file may be: in `TMPDIR` (SwiftPM's temporary folder) and in `/tmp`, since
    /// the checker may run with another `TMPDIR` than the SwiftPM that holds the lock.
    var paths: [String] {
        let name = buildFolder.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_") + ".lock"
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
        return Array(Set([temporary, "/tmp"].compactMap { $0 }.map { URL(filePath: $0).appending(path: name).path }))
    }

    /// True when another process holds the lock now (a shared, non-blocking `flock` is refused).
    var isHeldElsewhere: Bool {
        paths.contains { path in
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
            flock(descriptor, LOCK_UN)
            return false
        }
    }
}
