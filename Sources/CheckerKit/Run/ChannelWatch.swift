import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The checker's look at descriptor 3 of a running check from outside (see `EntryPoint`): the
/// runner reports on the socket the checker gave it there, and code under check that reads the
/// runner's memory can learn the key, put another socket or pipe at descriptor 3, and relay
/// records of its own to the real one. `/proc/<pid>/fd/3` names the object a process holds at
/// descriptor 3 (`socket:[inode]`), which only the kernel writes; a process running the check
/// runner's program (the runner, or a copy it forked) that holds anything but the checker's
/// socket there swapped the channel. Other programs the code under check starts (a shell, which
/// may open its own files at 3) write no records and are left alone.
struct ChannelWatch {
    /// What `/proc/<pid>/fd/3` reads for the checker's socket.
    let expected: String
    /// The runner's program file (device and inode), which `/proc/<pid>/exe` leads to.
    private let program: (device: UInt64, inode: UInt64)
    /// True once a runner was seen with another object at descriptor 3.
    private(set) var swapped = false

    /// A watch for the runner's end of the channel `descriptor`, the runner being `programFile`;
    /// nil when either cannot be read.
    init?(descriptor: Int32, programFile: String) {
        var socketInfo = stat()
        var programInfo = stat()
        guard fstat(descriptor, &socketInfo) == 0, socketInfo.st_mode & S_IFMT == S_IFSOCK,
            stat(programFile, &programInfo) == 0
        else { return nil }
        expected = "socket:[\(socketInfo.st_ino)]"
        program = (UInt64(programInfo.st_dev), UInt64(programInfo.st_ino))
    }

    /// Looks at descriptor 3 of each of `processes` that runs the runner's program; one that has
    /// it open to another object marks the channel swapped. A runner without descriptor 3
    /// (closed) writes no records and is left alone.
    mutating func inspect(_ processes: [pid_t]) {
        guard !swapped else { return }
        var buffer = [CChar](repeating: 0, count: 256)
        for pid in processes {
            let count = readlink("/proc/\(pid)/fd/\(EntryPoint.channelDescriptor)", &buffer, buffer.count - 1)
            guard count > 0 else { continue }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var info = stat()
            guard target != expected, stat("/proc/\(pid)/exe", &info) == 0,
                UInt64(info.st_dev) == program.device, UInt64(info.st_ino) == program.inode
            else { continue }
            swapped = true
            return
        }
    }
}
