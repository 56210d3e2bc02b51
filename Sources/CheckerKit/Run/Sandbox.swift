import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How the code under check is isolated from the machine it runs on: the operating system's
/// isolation, as judge systems use, because nothing inside the runner's own process (keys,
/// symbol checks) can stop code that shares the grader's user, files and process tree.
///
/// When the checker runs as root (a grader), every sandboxed run first takes an unprivileged
/// host user and group of its own (`SandboxUser`: a slot of a reserved range, one run at a time
/// across every checker on the machine), and what it runs starts through util-linux's `setpriv`
/// as that user, with no supplementary groups, no capabilities and `no_new_privs`. The run's files
/// are staged where that user can read them (`StagedFiles`). After the run every process of that
/// user is killed. So the code under check is never the host's root, and two runs never share a
/// user: neither can signal, trace or read the other's processes or files.
///
/// With `bubblewrap` (`/usr/bin/bwrap`, the sandbox Flatpak uses; `bwrap(1)`), a check runner
/// starts in new PID, mount, network, IPC, UTS, cgroup and user namespaces (and may make no
/// further user namespace), with every capability dropped and the checker's system-call filter
/// (`SeccompFilter`): it sees read-only only `/usr` (and the `/lib`, `/bin` links into it), the
/// toolchain's runtime libraries, the workbook's compiled libraries, its own folder at
/// `/sandbox/check`, and `/proc` with the kernel's controls (`/proc/sys`, `/proc/sysrq-trigger`,
/// …) read-only; its root is read-only; it writes only size-capped private `tmpfs` folders: its
/// working folder `/sandbox/work` (`TMPDIR` and `HOME`), `/tmp` and `/dev/shm`; it has no network;
/// it cannot see or signal any process outside (the checker, the grader, a terminal multiplexer),
/// and everything it starts dies with it (`--die-with-parent`, and the namespace's first process
/// ending kills the rest).
///
/// Where `bwrap` is missing or the kernel refuses user namespaces (some containers) and the
/// checker runs as root, the runner runs as the run's own user without namespaces (the
/// fallback): the runner and its libraries are linked into a fresh folder (`StagedFiles`), its
/// working folder is the one place of its own it may write, and what that user left in the
/// machine's shared folders (`/tmp`, `/dev/shm`, …) is deleted after the run. It cannot signal or
/// read the memory or descriptors of the checker or of another run (other users' processes),
/// nor read a folder that is not open to everyone (the grading workspace, the checker's cache);
/// it shares the machine's network and sees its process list. `CHECKER_SANDBOX=user` chooses
/// this isolation even where bubblewrap works.
///
/// Either way, as root, the kernel holds the run's processes (`ProcessCountGroup`) and memory
/// (`MemoryGroup`) in control groups of its own (see `RunLimits`).
///
/// Where neither is possible, the runner runs as before, in the checker's process group with
/// its limits (`Kind.none`), and the checker says so once.
public struct Sandbox: Sendable {
    /// Which isolation a run gets.
    public enum Kind: String, Sendable, Codable {
        /// bubblewrap's namespaces, as described above.
        case bubblewrap
        /// The run's own unprivileged user without namespaces, as described above.
        case unprivilegedUser
        /// No isolation by the operating system: the runner shares the checker's user and files.
        case none
    }

    /// The isolation of this machine, found once (starting `bwrap` once, a few milliseconds).
    public static let available: Sandbox = detect()

    /// Whether two runs at once cannot see each other's files: only bubblewrap gives each run a
    /// file system of its own; the other isolations clean the shared folders between runs.
    var keepsConcurrentRunsApart: Bool { kind == .bubblewrap }

    /// Starts working out `available` on another thread, if no one has yet: whoever reads it
    /// then waits only for what is left of the probe (Swift initializes a static once, and
    /// readers wait for it).
    static func probeEarly() {
        DispatchQueue.global(qos: .userInitiated).async { _ = available }
    }

    public let kind: Kind
    /// The `bwrap` executable, when `kind` is `.bubblewrap`.
    let bubblewrap: String?
    /// The `setpriv` executable, when `kind` is `.unprivilegedUser`.
    var setpriv: String? = nil
    /// util-linux's `setpriv`, which starts a run as its own user when the checker is root.
    static let setprivPath: String? = ["/usr/bin/setpriv", "/bin/setpriv"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    /// Why nothing isolates the runner, when `kind` is `.none`.
    public let limitation: String?

    /// The folder inside the sandbox where the runner and its libraries are (read-only).
    static let checkFolder = "/sandbox/check"
    /// The runner's working folder, `TMPDIR` and `HOME` inside the sandbox (a private `tmpfs`).
    static let workFolder = "/sandbox/work"
    /// Bytes the private working folder may hold.
    static let workBytes = 64 << 20
    /// Bytes each of the sandbox's own `/tmp` and `/dev/shm` may hold.
    static let sharedBytes = 64 << 20
    /// The kernel's controls in `/proc`, shown read-only in the sandbox where the machine has them
    /// (bubblewrap covers them only when it could write them itself, which a user cannot).
    static let procControls = ["sys", "sysrq-trigger", "irq", "bus", "fs", "acpi", "scsi"]

    /// One line for reports: which isolation graded the runs, saying only what holds here.
    public var summary: String {
        let root = geteuid() == 0
        let memory =
            root && RunLimits.memoryGroupsAvailable ? Phrase.sandboxMemory.text(RunLimits.sandboxMemoryBytes >> 20) : ""
        switch kind {
        case .bubblewrap:
            let user =
                root && Self.setprivPath != nil
                ? Phrase.sandboxOwnUser.text()
                : root ? Phrase.sandboxHostRoot.text() : Phrase.sandboxCheckerUser.text()
            let filter =
                SeccompFilter.current == nil ? Phrase.sandboxNoFilter.text() : Phrase.sandboxFilter.text()
            return Phrase.sandboxBubblewrap.text(user, filter, memory, RunLimits.sandboxTasks)
        case .unprivilegedUser:
            return Phrase.sandboxUnprivileged.text(
                memory, RunLimits.sandboxTasks, limitation ?? Phrase.sandboxNoUserNamespaces.text())
        case .none:
            return Phrase.sandboxNone.text(limitation ?? Phrase.sandboxUnavailable.text())
        }
    }

    /// `CHECKER_SANDBOX=none` turns the sandbox off (for measurements and for machines where a
    /// probe would mislead); `CHECKER_SANDBOX=user` acts as if user namespaces were unavailable
    /// (the unprivileged user, when the checker is root); anything else, or nothing, uses
    /// bubblewrap when it works, else the unprivileged user.
    private static func detect() -> Sandbox {
        let mode = ProcessInfo.processInfo.environment["CHECKER_SANDBOX"]
        if mode == "none" {
            return Sandbox(kind: .none, bubblewrap: nil, limitation: Phrase.sandboxTurnedOff.text())
        }
        let namespaces =
            mode == "user"
            ? Sandbox(kind: .none, bubblewrap: nil, limitation: Phrase.sandboxNamespacesTurnedOff.text())
            : detectBubblewrap()
        guard namespaces.kind == .none else { return namespaces }
        guard geteuid() == 0 else { return namespaces }
        guard let setpriv = setprivPath else {
            return Sandbox(
                kind: .none, bubblewrap: nil,
                limitation: (namespaces.limitation ?? "") + Phrase.sandboxNoSetpriv.text())
        }
        var fallback = Sandbox(kind: .unprivilegedUser, bubblewrap: nil, limitation: namespaces.limitation)
        fallback.setpriv = setpriv
        return fallback
    }

    /// bubblewrap, when it is installed and can create namespaces here.
    private static func detectBubblewrap() -> Sandbox {
        let searchPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard
            let found = (["/usr/bin"] + searchPath).map({ $0 + "/bwrap" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            return Sandbox(kind: .none, bubblewrap: nil, limitation: Phrase.sandboxNoBubblewrap.text())
        }
        // As root, the probe runs as a run would: as an unprivileged user of its own, who may be
        // refused namespaces where root is not.
        let user = SandboxUser.take()
        defer { user?.release() }
        let arguments =
            ["--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--cap-drop", "ALL"]
            + systemBinds + ["/usr/bin/true"]
        var probe = ChildProcess(executable: found, arguments: arguments, timeLimit: 20)
        if let user, let setpriv = setprivPath {
            probe = ChildProcess(
                executable: setpriv, arguments: SandboxLayout.dropPrivileges(to: user.id) + [found] + arguments,
                timeLimit: 20)
        }
        probe.capturedErrorLimits = (head: 2_000, tail: 0)
        let finished = probe.run()
        guard finished.outcome == .exited(0) else {
            let why = finished.standardError?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return Sandbox(
                kind: .none, bubblewrap: nil,
                limitation: why.isEmpty
                    ? Phrase.sandboxNoNamespaces.text() : Phrase.sandboxNoNamespacesBecause.text(why))
        }
        return Sandbox(kind: .bubblewrap, bubblewrap: found, limitation: nil)
    }

    /// The system's files every program needs, read-only: `/usr`, and `/lib`, `/lib64`, `/bin`
    /// as the links (merged `/usr`) or folders they are on this machine.
    static var systemBinds: [String] {
        var arguments = ["--ro-bind", "/usr", "/usr"]
        for top in ["/lib", "/lib64", "/bin"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
                arguments += ["--symlink", target, top]
            } else if FileManager.default.fileExists(atPath: top) {
                arguments += ["--ro-bind", top, top]
            }
        }
        return arguments + ["--proc", "/proc", "--dev", "/dev"]
    }

    /// The environment a sandboxed program gets, whatever the checker's holds (no `TMUX`,
    /// `SSH_AUTH_SOCK`, `DBUS_SESSION_BUS_ADDRESS`, `DISPLAY` or agents): a search path, a
    /// locale, its private folder as `HOME` and `TMPDIR`, and `extra`.
    static func scrubbedEnvironment(home: String, extra: [String: String]) -> [String: String] {
        var environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": home, "TMPDIR": home]
        environment.merge(extra) { _, new in new }
        return environment
    }
}
