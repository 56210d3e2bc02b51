#if canImport(Glibc)
    import Glibc
#endif

/// The Linux calls the Glibc module does not import (`prctl` is variadic, `pipe2` needs
/// `_GNU_SOURCE`), looked up once in the C library.
enum SystemCalls {
    /// `PR_SET_CHILD_SUBREAPER` from `<linux/prctl.h>`.
    static let setChildSubreaper: Int32 = 36

    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32

    /// `prctl(option, argument)`; -1 when the call is not available.
    static func prctl(_ option: Int32, _ argument: UInt) -> Int32 {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return -1 }
        return unsafeBitCast(symbol, to: Prctl.self)(option, argument, 0, 0, 0)
    }

    private typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// Makes a spawned program start in `folder` (glibc 2.29 and later); false when not available.
    static func addChangeDirectory(
        _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ folder: String
    ) -> Bool {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else {
            return false
        }
        return folder.withCString { unsafeBitCast(symbol, to: AddChdir.self)(actions, $0) } == 0
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Makes a spawned program close every descriptor from `lowest` up before it starts (glibc
    /// 2.34's `posix_spawn_file_actions_addclosefrom_np`); false when not available. A compiler
    /// spawned for one check then cannot keep open a runner another thread is writing, which made
    /// starting that runner fail with "Text file busy" while `verify` ran checks in parallel.
    static func addCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32) -> Bool {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return false }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)(actions, lowest) == 0
    }

    /// A pipe whose two ends close on `exec`, made in one step so that no process spawned at
    /// the same moment by another thread inherits it.
    static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2"),
            unsafeBitCast(symbol, to: Pipe2.self)(&ends, O_CLOEXEC) == 0
        else { return nil }
        return (ends[0], ends[1])
    }
}
