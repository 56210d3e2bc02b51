import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What one sandboxed program sees (see `Sandbox`): its own files read-only in
/// `Sandbox.checkFolder` under their own names, the library folders it loads from read-only at
/// their own paths, and a private writable folder. Two runs with the same file names see the
/// same paths, environment and arguments, whatever folder their files came from.
///
/// Without a sandbox (`Sandbox.Kind.none`) the program runs from its own folder, with
/// `hostWorkFolder` as its working folder; the environment is scrubbed all the same.
struct SandboxLayout: Sendable {
    let sandbox: Sandbox
    /// Files shown in `Sandbox.checkFolder`, by their path on the machine.
    var checkFiles: [String]
    /// Folders shown read-only at their own paths (the runtime libraries the program loads).
    var libraryFolders: [String]
    /// The working folder when there is no sandbox.
    var hostWorkFolder: String

    /// What to start: the program, its arguments, its environment and the folder it starts in
    /// (nil: the sandbox sets it), for a program `executable` run with `arguments` and `extra`
    /// variables. When the checker is root the run takes a user of its own (`SandboxUser`), which
    /// the launch holds until `finished()`.
    func launch(executable: String, arguments: [String], extra: [String: String]) -> Launch {
        let unisolated = Launch(
            executable: executable, arguments: arguments,
            environment: Sandbox.scrubbedEnvironment(home: hostWorkFolder, extra: extra),
            workingDirectory: hostWorkFolder)
        switch sandbox.kind {
        case .none:
            return unisolated
        case .unprivilegedUser:
            guard let setpriv = sandbox.setpriv, let user = SandboxUser.take() else { return unisolated }
            guard let staged = StagedFiles(files: checkFiles, libraryFolders: libraryFolders, user: user.id) else {
                user.release()
                return unisolated
            }
            return unprivileged(
                setpriv: setpriv, user: user, staged: staged, executable: executable, arguments: arguments,
                extra: extra)
        case .bubblewrap:
            guard let bubblewrap = sandbox.bubblewrap else { return unisolated }
            return namespaces(bubblewrap: bubblewrap, executable: executable, arguments: arguments, extra: extra)
        }
    }

    /// bubblewrap's sandbox; started through `setpriv` as a user of the run's own when the checker
    /// is root, with the files staged where that user can read them.
    private func namespaces(
        bubblewrap: String, executable: String, arguments: [String], extra: [String: String]
    )
        -> Launch
    {
        let user = Sandbox.setprivPath == nil ? nil : SandboxUser.take()
        var staged: StagedFiles?
        if let user {
            staged = StagedFiles(files: checkFiles, libraryFolders: libraryFolders, user: user.id)
            if staged == nil { user.release() }
        }
        let runUser = staged == nil ? nil : user
        var wrapped = [
            "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session", "--cap-drop",
            "ALL",
        ]
        wrapped += Sandbox.systemBinds
        // bubblewrap covers the kernel's controls in `/proc` only when it can write them itself.
        for control in Sandbox.procControls where FileManager.default.fileExists(atPath: "/proc/" + control) {
            wrapped += ["--ro-bind", "/proc/" + control, "/proc/" + control]
        }
        for folder in ["/tmp", "/dev/shm"] {
            wrapped += ["--size", String(Sandbox.sharedBytes), "--tmpfs", folder]
        }
        for folder in libraryFolders {
            wrapped += ["--ro-bind", staged?.libraryFolders[folder] ?? folder, folder]
        }
        var inside = executable
        for file in checkFiles {
            let name = (file as NSString).lastPathComponent
            wrapped += ["--ro-bind", staged?.files[file] ?? file, "\(Sandbox.checkFolder)/\(name)"]
            if file == executable { inside = "\(Sandbox.checkFolder)/\(name)" }
        }
        wrapped += ["--size", String(Sandbox.workBytes), "--tmpfs", Sandbox.workFolder, "--chdir", Sandbox.workFolder]
        wrapped += ["--remount-ro", "/"]
        var passed: [(target: Int32, source: Int32)] = []
        if let filter = SeccompFilter.current, let program = Self.pipe(holding: filter.bytes) {
            passed.append((Launch.filterDescriptor, program))
            wrapped += ["--seccomp", String(Launch.filterDescriptor)]
        }
        var status: Int32?
        if let ends = SystemCalls.closeOnExecPipe() {
            passed.append((Launch.statusDescriptor, ends.write))
            status = ends.read
            wrapped += ["--json-status-fd", String(Launch.statusDescriptor)]
        }
        wrapped += ["--", inside] + arguments
        var variables = extra
        variables["CHECKER_SANDBOXED"] = "1"
        var command = (executable: bubblewrap, arguments: wrapped)
        if let runUser, let setpriv = Sandbox.setprivPath {
            command = (setpriv, Self.dropPrivileges(to: runUser.id) + [bubblewrap] + wrapped)
        }
        var launch = Launch(
            executable: command.executable, arguments: command.arguments,
            environment: Sandbox.scrubbedEnvironment(home: Sandbox.workFolder, extra: variables),
            workingDirectory: nil, temporaryFolder: staged?.root)
        launch.user = runUser
        launch.programFile = staged?.files[executable]
        launch.passed = passed
        launch.status = status
        return launch
    }

    /// For the unprivileged user (see `Sandbox`): the staged folder's `check/` holds the program,
    /// its files and the libraries of every library folder the run's user could not read;
    /// `work/`, owned by that user, is its working folder, `HOME` and `TMPDIR`. `setpriv` sets
    /// no groups, the run's gid and uid, drops every capability and sets `no_new_privs` before it
    /// executes the program.
    private func unprivileged(
        setpriv: String, user: SandboxUser, staged: StagedFiles, executable: String, arguments: [String],
        extra: [String: String]
    ) -> Launch {
        var variables = extra
        variables["CHECKER_SANDBOXED"] = "1"
        variables["LD_LIBRARY_PATH"] = staged.checkFolder
        var launch = Launch(
            executable: setpriv,
            arguments: Self.dropPrivileges(to: user.id) + [staged.files[executable] ?? executable] + arguments,
            environment: Sandbox.scrubbedEnvironment(home: staged.workFolder, extra: variables),
            workingDirectory: staged.workFolder, temporaryFolder: staged.root)
        launch.user = user
        launch.programFile = staged.files[executable]
        launch.removesSharedLeftovers = true
        return launch
    }

    /// `setpriv`'s arguments that run the rest of the command as `id` (user and group), with no
    /// supplementary groups, no capabilities and `no_new_privs`.
    static func dropPrivileges(to id: UInt32) -> [String] {
        ["--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--inh-caps=-all", "--no-new-privs", "--"]
    }

    /// A pipe whose read end holds `bytes` (fewer than a pipe's buffer), its write end closed.
    private static func pipe(holding bytes: [UInt8]) -> Int32? {
        guard let ends = SystemCalls.closeOnExecPipe() else { return nil }
        defer { close(ends.write) }
        let written = bytes.withUnsafeBytes { write(ends.write, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            close(ends.read)
            return nil
        }
        return ends.read
    }

    /// The folders everyone may write to, which a run in the fallback shares with the machine.
    static let sharedFolders = ["/tmp", "/var/tmp", "/dev/shm", "/run/lock"]

    /// After a run in the fallback: deletes what the run's user left in the shared folders (a
    /// marker a later run could find), so that each run starts as clean as the first.
    static func removeLeftovers(of user: UInt32) {
        for folder in sharedFolders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0, info.st_uid == user else { continue }
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// True when every folder on the way to `folder` can be searched by everyone and `folder`
    /// itself read by everyone (the toolchain's libraries usually; not a workspace of mode 0700).
    static func readableByEveryone(_ folder: String) -> Bool {
        var path = ""
        for component in folder.split(separator: "/") {
            path += "/" + component
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & 0o001 != 0 else { return false }
        }
        var info = stat()
        return stat(folder, &info) == 0 && info.st_mode & 0o005 == 0o005
    }

    /// bubblewrap ends with 128 + the signal's number when the program is killed by a signal
    /// (its `propagate_exit_status`); the outcome the program itself had.
    func outcome(_ outcome: ProcessOutcome) -> ProcessOutcome {
        guard sandbox.kind == .bubblewrap, case .exited(let code) = outcome, code > 128, code < 128 + 65 else {
            return outcome
        }
        return .signaled(code - 128)
    }
}
