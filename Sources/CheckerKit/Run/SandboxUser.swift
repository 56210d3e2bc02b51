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

    /// Kills every process of this user and frees the slot.
    func release() {
        killProcesses()
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

    /// The living processes whose real, effective or saved user id is `user` (zombies are dead).
    static func processes(of user: UInt32) -> [pid_t] {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var found: [pid_t] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name),
                let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            else { continue }
            var users: [UInt32] = []
            var zombie = false
            for line in status.split(separator: "\n") {
                if line.hasPrefix("Uid:") {
                    users = line.dropFirst(4).split(whereSeparator: \.isWhitespace).prefix(3).compactMap { UInt32($0) }
                } else if line.hasPrefix("State:") {
                    zombie = line.contains("Z (zombie)")
                }
            }
            if !zombie, users.contains(user) { found.append(pid) }
        }
        return found
    }
}
