#if canImport(Glibc)
    import Glibc
#endif

/// Reads one file of every process in `/proc` (`status`, `stat`) with `open`/`read` into one
/// reused buffer: the checker scans `/proc` around every run, and reading each file through
/// `String(contentsOfFile:)` cost a debug build tens of milliseconds a scan.
enum ProcessFiles {
    /// Calls `body` with each process's id and the first `bufferSize` bytes of its `file`;
    /// processes gone or unreadable meanwhile are skipped.
    static func forEach(
        _ file: String, bufferSize: Int, _ body: (pid_t, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard let directory = opendir("/proc") else { return }
        defer { closedir(directory) }
        var buffer = [UInt8](repeating: 0, count: bufferSize)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name) else { continue }
            let descriptor = open("/proc/\(pid)/\(file)", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard count > 0 else { continue }
            buffer.withUnsafeBufferPointer { body(pid, UnsafeBufferPointer(rebasing: $0[..<count])) }
        }
    }
}
