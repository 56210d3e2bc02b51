import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A process's children as the kernel lists them in `/proc/<pid>/task/<tid>/children`, one file
/// per thread (Linux 3.5 and later, built with `CONFIG_PROC_CHILDREN`, as Debian's and Ubuntu's
/// kernels are). Reading them costs a sweep a few files for the checker's own children, where
/// the parent of every process on the machine is otherwise read from `/proc/<pid>/stat`: a
/// classroom server runs hundreds.
///
/// proc(5) warns that a `children` file is exact only while the children are stopped or frozen:
/// a child started or ended during the read may be missed. A sweep looks again after every run
/// and repeats until it finds nothing, so an orphan missed once is found by the next look.
enum ProcessChildren {
    /// The children of every thread of `pid` (zombies not yet reaped included), or nil when the
    /// kernel has no `children` files.
    static func of(_ pid: pid_t) -> [pid_t]? {
        guard let threads = opendir("/proc/\(pid)/task") else { return nil }
        defer { closedir(threads) }
        var children: [pid_t] = []
        var listed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while let entry = readdir(threads) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let thread = pid_t(name) else { continue }
            let descriptor = open("/proc/\(pid)/task/\(thread)/children", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                // A thread that ended meanwhile has no file; a kernel without them has none at all.
                if errno == ENOENT, access("/proc/\(pid)/task/\(thread)", F_OK) == 0 { return nil }
                continue
            }
            listed = true
            var text: [UInt8] = []
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                text += buffer[..<count]
            }
            close(descriptor)
            children += text.split(separator: UInt8(ascii: " ")).compactMap {
                pid_t(String(decoding: $0, as: UTF8.self))
            }
        }
        return listed ? children : nil
    }

    /// Every process below `root`, found through the `children` files, deepest last; nil when the
    /// kernel has none.
    static func descendants(of root: pid_t) -> [pid_t]? {
        guard var queue = of(root) else { return nil }
        var found: [pid_t] = []
        while let next = queue.popLast() {
            found.append(next)
            queue += of(next) ?? []
        }
        return found
    }
}
