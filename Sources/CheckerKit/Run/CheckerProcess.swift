/// What the `checker` executable does to its own process before it starts any check: it becomes
/// the subreaper of everything it starts (so detached processes are found and killed) and installs
/// the handlers that clean up on SIGINT, SIGTERM and SIGHUP (`Interruption`).
///
/// Both are process-wide, so only the executable calls `install()`; a process that links
/// CheckerKit for other reasons (the project's tests) keeps its children and signals to itself.
public enum CheckerProcess {
    /// Takes charge of the process's orphans and signals; call once, first thing in `main`.
    public static func install() {
        ProcessTree.adoptOrphans()
        Interruption.install()
    }
}
