import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// What the checker does when it is interrupted (Ctrl-C, `kill`, a closed terminal: SIGINT,
/// SIGTERM, SIGHUP): kill every check runner and compiler it started, with everything they
/// started, delete the checks' private folders, and exit with 128 + the signal's number.
///
/// A checker killed outright (SIGKILL) cannot do this; its runners then end by themselves,
/// because each asks the kernel to kill it when its parent dies (`PR_SET_PDEATHSIG`).
public enum Interruption {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let lock = NSLock()
    nonisolated(unsafe) private static var interrupted = false

    /// Ends the process with `status`, unless an interruption is being handled: then the handler
    /// ends it, with 128 + the signal's number, once everything is killed and deleted. (The
    /// handler kills the runner, and the check waiting for it could otherwise finish first and
    /// exit as if the check had simply failed.)
    public static func exit(_ status: Int32) -> Never {
        if lock.withLock({ interrupted }) {
            while true { pause() }
        }
        Foundation.exit(status)
    }

    /// Installs the handlers; call once, early, from the executable.
    public static func install() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                lock.withLock { interrupted = true }
                ProcessTree.killEverything()
                Foundation.exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
