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
    /// (nil: the sandbox sets it), for a program `executable` run with `arguments` and `extra` variables.
    func launch(executable: String, arguments: [String], extra: [String: String]) -> Launch {
        if sandbox.kind == .unprivilegedUser, let setpriv = sandbox.setpriv,
            let launch = unprivileged(setpriv: setpriv, executable: executable, arguments: arguments, extra: extra)
        {
            return launch
        }
        guard sandbox.kind == .bubblewrap, let bubblewrap = sandbox.bubblewrap else {
            return Launch(
                executable: executable, arguments: arguments,
                environment: Sandbox.scrubbedEnvironment(home: hostWorkFolder, extra: extra),
                workingDirectory: hostWorkFolder)
        }
        var wrapped = ["--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL"]
        wrapped += Sandbox.systemBinds
        for folder in libraryFolders { wrapped += ["--ro-bind", folder, folder] }
        var inside = executable
        for file in checkFiles {
            let name = (file as NSString).lastPathComponent
            wrapped += ["--ro-bind", file, "\(Sandbox.checkFolder)/\(name)"]
            if file == executable { inside = "\(Sandbox.checkFolder)/\(name)" }
        }
        wrapped += ["--size", String(Sandbox.workBytes), "--tmpfs", Sandbox.workFolder, "--chdir", Sandbox.workFolder]
        wrapped += ["--", inside] + arguments
        var variables = extra
        variables["CHECKER_SANDBOXED"] = "1"
        return Launch(
            executable: bubblewrap, arguments: wrapped,
            environment: Sandbox.scrubbedEnvironment(home: Sandbox.workFolder, extra: variables),
            workingDirectory: nil)
    }

    /// For the unprivileged user (see `Sandbox`): a fresh folder (mode 0711) in the system's
    /// temporary folder holding `check/` (the program, its files, and the libraries of every
    /// library folder `nobody` could not read, linked or copied, readable by all; those found
    /// through `LD_LIBRARY_PATH`) and `work/` (mode 0700, owned by `nobody`), its working folder,
    /// `HOME` and `TMPDIR`. `setpriv` sets no groups, gid and uid 65534, drops every capability
    /// and sets `no_new_privs` before it executes the program. Nil when the folder cannot be made.
    private func unprivileged(
        setpriv: String, executable: String, arguments: [String], extra: [String: String]
    )
        -> Launch?
    {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appending(path: "checker-user-\(UUID().uuidString)").path
        let check = root + "/check"
        let work = root + "/work"
        do {
            try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: check, withIntermediateDirectories: false)
            try manager.createDirectory(atPath: work, withIntermediateDirectories: false)
            chmod(root, 0o711)
            chmod(check, 0o755)
            chmod(work, 0o700)
            guard chown(work, Sandbox.unprivilegedID, Sandbox.unprivilegedID) == 0 else {
                try? manager.removeItem(atPath: root)
                return nil
            }
            var inside = executable
            var files = checkFiles
            for folder in libraryFolders where !Self.readableByEveryone(folder) {
                files += ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".so") }
                    .map { folder + "/" + $0 }
            }
            for file in files {
                let destination = check + "/" + (file as NSString).lastPathComponent
                guard !manager.fileExists(atPath: destination) else { continue }
                if link(file, destination) != 0 { try manager.copyItem(atPath: file, toPath: destination) }
                chmod(destination, 0o755)
                if file == executable { inside = destination }
            }
            var variables = extra
            variables["CHECKER_SANDBOXED"] = "1"
            variables["LD_LIBRARY_PATH"] = check
            let id = String(Sandbox.unprivilegedID)
            return Launch(
                executable: setpriv,
                arguments: [
                    "--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--inh-caps=-all", "--no-new-privs", "--",
                    inside,
                ] + arguments,
                environment: Sandbox.scrubbedEnvironment(home: work, extra: variables), workingDirectory: work,
                temporaryFolder: root)
        } catch {
            try? manager.removeItem(atPath: root)
            return nil
        }
    }

    /// The folders everyone may write to, which `nobody` shares with the rest of the machine.
    static let sharedFolders = ["/tmp", "/var/tmp", "/dev/shm", "/run/lock"]

    /// After a run as the unprivileged user: deletes what `nobody` left in the shared folders
    /// since `start` (a marker a later run could find), so that each run starts as clean as the
    /// first. Older files of `nobody`'s (another program's) are left alone.
    static func removeUnprivilegedLeftovers(since start: Date) {
        let from = Int(start.timeIntervalSince1970) - 1
        for folder in sharedFolders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0, info.st_uid == Sandbox.unprivilegedID, info.st_ctim.tv_sec >= from
                else { continue }
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

    /// A program ready to start.
    struct Launch {
        let executable: String
        let arguments: [String]
        let environment: [String: String]
        let workingDirectory: String?
        /// A folder made for this run, deleted when it has ended.
        var temporaryFolder: String? = nil
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
