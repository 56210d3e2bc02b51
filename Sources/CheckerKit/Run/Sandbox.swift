import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How the code under check is isolated from the machine it runs on: the operating system's
/// isolation, as judge systems use, because nothing inside the runner's own process (keys,
/// symbol checks) can stop code that shares the grader's user, files and process tree.
///
/// With `bubblewrap` (`/usr/bin/bwrap`, the sandbox Flatpak uses; `bwrap(1)`), a check runner
/// starts in new PID, mount, network, IPC, UTS, cgroup and user namespaces, with every
/// capability dropped: it sees read-only only `/usr` (and the `/lib`, `/bin` links into it), the
/// toolchain's runtime libraries, the workbook's compiled libraries, and its own folder at
/// `/sandbox/check`; it writes only a size-capped private `tmpfs` at `/sandbox/work` (its working folder, `TMPDIR`
/// and `HOME`); it has no network; it cannot see or signal any process outside (the checker,
/// the grader, a terminal multiplexer), and everything it starts dies with it (`--die-with-parent`,
/// and the namespace's first process ending kills the rest). The kernel applies `RLIMIT_NPROC`
/// in the new user namespace except when the sandbox's user is root outside it (bubblewrap started
/// by root), so the checker also counts the run's tasks and ends it past the limit.
///
/// Where `bwrap` is missing or the kernel refuses user namespaces (some containers) and the
/// checker runs as root, the runner runs as the unprivileged user `nobody` (uid and gid 65534,
/// no supplementary groups, no capabilities, `no_new_privs`), started through util-linux's
/// `setpriv`, which sets groups, gid and uid before it executes the runner (`posix_spawn` cannot):
/// the runner and its libraries are linked into a fresh folder only they are in, its working
/// folder is the one place it may write, and `RLIMIT_NPROC` counts `nobody`'s tasks. It cannot
/// signal or read the memory or descriptors of the checker (another user's processes), nor read
/// a folder that is not open to everyone (the grading workspace, the checker's cache); it shares
/// the machine's network. `CHECKER_SANDBOX=user` chooses this isolation even where bubblewrap works.
///
/// Where neither is possible, the runner runs as before, in the checker's process group with
/// its limits (`Kind.none`), and the checker says so once.
public struct Sandbox: Sendable {
    /// Which isolation a run gets.
    public enum Kind: String, Sendable, Codable {
        /// bubblewrap's namespaces, as described above.
        case bubblewrap
        /// The unprivileged user `nobody`, as described above.
        case unprivilegedUser
        /// No isolation by the operating system: the runner shares the checker's user and files.
        case none
    }

    /// The isolation of this machine, found once (starting `bwrap` once, a few milliseconds).
    public static let available: Sandbox = detect()

    public let kind: Kind
    /// The `bwrap` executable, when `kind` is `.bubblewrap`.
    let bubblewrap: String?
    /// The `setpriv` executable, when `kind` is `.unprivilegedUser`.
    var setpriv: String? = nil
    /// The user and group the runner runs as, when `kind` is `.unprivilegedUser` (`nobody`).
    static let unprivilegedID: UInt32 = 65534
    /// Why nothing isolates the runner, when `kind` is `.none`.
    public let limitation: String?

    /// The folder inside the sandbox where the runner and its libraries are (read-only).
    static let checkFolder = "/sandbox/check"
    /// The runner's working folder, `TMPDIR` and `HOME` inside the sandbox (a private `tmpfs`).
    static let workFolder = "/sandbox/work"
    /// Bytes the private working folder may hold.
    static let workBytes = 64 << 20

    /// One line for reports: which isolation graded the runs.
    public var summary: String {
        switch kind {
        case .bubblewrap:
            "bubblewrap sandbox: new PID, mount, network, IPC and user namespaces; read-only libraries; private 64 MiB working folder; no network"
        case .unprivilegedUser:
            "unprivileged user nobody (65534), no capabilities, own process limit; private working folder; shares the network (\(limitation ?? "user namespaces unavailable"))"
        case .none:
            "none: the code under check ran with the checker's user and files (\(limitation ?? "no sandbox available"))"
        }
    }

    /// `CHECKER_SANDBOX=none` turns the sandbox off (for measurements and for machines where a
    /// probe would mislead); `CHECKER_SANDBOX=user` acts as if user namespaces were unavailable
    /// (the unprivileged user, when the checker is root); anything else, or nothing, uses
    /// bubblewrap when it works, else the unprivileged user.
    private static func detect() -> Sandbox {
        let mode = ProcessInfo.processInfo.environment["CHECKER_SANDBOX"]
        if mode == "none" {
            return Sandbox(kind: .none, bubblewrap: nil, limitation: "turned off with CHECKER_SANDBOX=none")
        }
        let namespaces =
            mode == "user"
            ? Sandbox(kind: .none, bubblewrap: nil, limitation: "user namespaces turned off with CHECKER_SANDBOX=user")
            : detectBubblewrap()
        guard namespaces.kind == .none else { return namespaces }
        guard geteuid() == 0 else { return namespaces }
        guard
            let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            return Sandbox(
                kind: .none, bubblewrap: nil,
                limitation: (namespaces.limitation ?? "") + "; setpriv (util-linux) is not installed")
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
            return Sandbox(kind: .none, bubblewrap: nil, limitation: "bubblewrap (bwrap) is not installed")
        }
        var probe = ChildProcess(
            executable: found,
            arguments: ["--unshare-all", "--die-with-parent", "--cap-drop", "ALL"] + systemBinds + ["/usr/bin/true"],
            timeLimit: 20)
        probe.capturedErrorLimits = (head: 2_000, tail: 0)
        let finished = probe.run()
        guard finished.outcome == .exited(0) else {
            let why = finished.standardError?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return Sandbox(
                kind: .none, bubblewrap: nil,
                limitation: "bubblewrap cannot create namespaces here\(why.isEmpty ? "" : ": \(why)")")
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
