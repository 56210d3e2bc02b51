import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a program or library the checker will execute (a restored runner, a staged or fresh
/// copy) through a descriptor opened close-on-exec, and closes it before returning.
///
/// The kernel refuses to execute a file that any process holds open for writing (`ETXTBSY`). A
/// descriptor opened without close-on-exec in the checker's process is inherited by every program
/// another thread starts meanwhile through a spawn that does not close it (Foundation's `Process`,
/// the browser a site test starts) and stays open in that program for its whole life: seen, a
/// check failed four times in a row over 1.3 s with "bwrap: execvp /sandbox/check/check-runner:
/// Text file busy" while `swift test` ran other suites beside it. `FileManager`'s copies and
/// `createFile` do not promise close-on-exec; this does.
enum ExecutableCopy {
    /// Writes `data` to `path` (replacing a file there) with `mode`.
    static func write(_ data: Data, to path: String, mode: mode_t = 0o755) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
                }
                offset += written
            }
        }
        fchmod(descriptor, mode)
    }

    /// Copies the file at `source` to `destination` with `mode`.
    static func copy(_ source: String, to destination: String, mode: mode_t = 0o755) throws {
        try write(Data(contentsOf: URL(filePath: source)), to: destination, mode: mode)
    }
}
