import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The checker's look at descriptor 3 of a running check from outside (see `EntryPoint`): the
/// runner reports on the socket the checker gave it there, and code under check that reads the
/// runner's memory can learn the key, put another socket or pipe at descriptor 3, and relay
/// records of its own to the real one. `/proc/<pid>/fd/3` names the object a process holds at
/// descriptor 3 (`socket:[inode]`), which only the kernel writes; a process below the run that
/// holds anything but the checker's socket there swapped the channel (bubblewrap's own
/// processes, which close it and open their own, aside: they run none of the code under check).
struct ChannelWatch {
    /// What `/proc/<pid>/fd/3` reads for the checker's socket.
    let expected: String
    /// The sandbox's `bwrap`, whose own processes are not the run's (nil without bubblewrap).
    let bubblewrap: String?
    /// True once a process was seen with another object at descriptor 3.
    private(set) var swapped = false

    /// A watch for the runner's end of the channel `descriptor`; nil when it cannot be read.
    init?(descriptor: Int32, bubblewrap: String?) {
        self.bubblewrap = bubblewrap
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
        expected = "socket:[\(info.st_ino)]"
    }

    /// The program `pid` runs (`/proc/<pid>/exe`), nil when it cannot be read.
    private static func executable(of pid: pid_t) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
    }

    /// Looks at descriptor 3 of each of `processes`; one that has it open to another object
    /// marks the channel swapped. A process without descriptor 3 (closed, or gone) is left alone.
    mutating func inspect(_ processes: [pid_t]) {
        guard !swapped else { return }
        var buffer = [CChar](repeating: 0, count: 256)
        for pid in processes {
            let count = readlink("/proc/\(pid)/fd/\(EntryPoint.channelDescriptor)", &buffer, buffer.count - 1)
            guard count > 0 else { continue }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // bubblewrap's own processes close the descriptor and open their own there.
            if target != expected, Self.executable(of: pid) != bubblewrap {
                swapped = true
                return
            }
        }
    }
}
