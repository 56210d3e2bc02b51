import Foundation

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

    /// A program ready to start.
    struct Launch {
        let executable: String
        let arguments: [String]
        let environment: [String: String]
        let workingDirectory: String?
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
