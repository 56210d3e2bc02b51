import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The unprivileged host user and group one sandboxed run runs as, when the checker is root: a
/// slot of a reserved range of ids no account uses, held by one run at a time across every
/// checker process on the machine. Two runs then never share a user, so neither can signal,
/// trace or list the other's processes or open the other's files, and whatever a run leaves
/// behind is found by its id.
///
/// A slot is held through an exclusive `flock` on its own lock file (in `/run`, else the
/// system's temporary folder); the kernel releases the lock when the holder ends, however it
/// ends, so a killed checker's slots come free. Before a run starts and after it ends, every
/// process of the slot's user is killed (found in `/proc`): a slot never passes on a process.
final class SandboxUser {
    /// The first id of the range: far above the ids accounts, containers' subordinate ranges
    /// (`/etc/subuid`, usually from 100,000 up) and `nobody` (65,534) use.
    static let firstID: UInt32 = 2_100_000_000
    /// Ids in the range: more runs than any machine grades at once.
    static let slots: UInt32 = 4096

    /// The user and group id.
    let id: UInt32
    private let lockDescriptor: Int32

    private init(id: UInt32, lockDescriptor: Int32) {
        self.id = id
        self.lockDescriptor = lockDescriptor
    }

    /// The folder of the slots' lock files.
    private static let lockFolder: String = {
        let run = "/run/workbook-checker-users"
        if mkdir(run, 0o700) == 0 || errno == EEXIST, access(run, W_OK) == 0 { return run }
        let temporary = NSTemporaryDirectory() + "workbook-checker-users"
        _ = mkdir(temporary, 0o700)
        return temporary
    }()

    /// Takes a free slot (starting from a random one), killing any process its user still has;
    /// nil when the checker is not root or every slot is held.
    static func take() -> SandboxUser? {
        guard geteuid() == 0 else { return nil }
        let start = UInt32.random(in: 0..<slots)
        for offset in 0..<slots {
            let slot = (start + offset) % slots
            let descriptor = open("\(lockFolder)/\(slot)", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { continue }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                let user = SandboxUser(id: firstID + slot, lockDescriptor: descriptor)
                user.killProcesses()
                return user
            }
            close(descriptor)
        }
        return nil
    }

    /// Frees the slot (after `killProcesses()`: the next holder kills what is left all the same).
    func release() {
        close(lockDescriptor)
    }

    /// Kills every process whose real, effective or saved user is this one, until a pass over
    /// `/proc` finds none (at most 5 s: a killed process leaves `/proc` when its parent reaps it).
    func killProcesses() {
        let deadline = Date().addingTimeInterval(5)
        while case let found = Self.processes(of: id), !found.isEmpty, Date() < deadline {
            for pid in found { kill(pid, SIGKILL) }
            usleep(2_000)
        }
    }

    /// The living processes whose real, effective or saved user id is `user` (zombies are dead),
    /// from the `Uid:` and `State:` lines of each `/proc/<pid>/status`, read with `open`/`read`
    /// into one buffer (a run scans twice; `String(contentsOfFile:)` cost 50 ms a scan).
    static func processes(of user: UInt32) -> [pid_t] {
        var found: [pid_t] = []
        ProcessFiles.forEach("status", bufferSize: 4096) { pid, status in
            if Self.isLiving(status, user: user) { found.append(pid) }
        }
        return found
    }

    /// True when a `/proc/<pid>/status` text is of a process that is not a zombie and whose real,
    /// effective or saved user id (the first three numbers of its `Uid:` line) is `user`.
    static func isLiving(_ status: UnsafeBufferPointer<UInt8>, user: UInt32) -> Bool {
        var index = 0
        var zombie = false
        while index < status.count {
            // At the start of a line.
            if status.count - index > 8, status[index] == UInt8(ascii: "S"), status[index + 1] == UInt8(ascii: "t"),
                status[index + 5] == UInt8(ascii: ":")
            {
                var cursor = index + 6
                while cursor < status.count, status[cursor] == 9 || status[cursor] == 32 { cursor += 1 }
                zombie = cursor < status.count && status[cursor] == UInt8(ascii: "Z")
            } else if status.count - index > 4, status[index] == UInt8(ascii: "U"),
                status[index + 1] == UInt8(ascii: "i"),
                status[index + 2] == UInt8(ascii: "d"), status[index + 3] == UInt8(ascii: ":")
            {
                var cursor = index + 4
                for _ in 0..<3 {
                    while cursor < status.count, status[cursor] == 9 || status[cursor] == 32 { cursor += 1 }
                    var value: UInt64 = 0
                    var digits = 0
                    while cursor < status.count, status[cursor] >= 48, status[cursor] <= 57, digits < 11 {
                        value = value * 10 + UInt64(status[cursor] - 48)
                        cursor += 1
                        digits += 1
                    }
                    if digits > 0, value == UInt64(user) { return !zombie }
                }
                return false
            }
            while index < status.count, status[index] != 10 { index += 1 }
            index += 1
        }
        return false
    }
}
