import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The checker's end of the private channel a check runner reports on (see `EntryPoint`): a
/// Unix socket pair whose other end the runner inherits, the per-run key and canary nonces (see
/// `CanaryChecks`) sent on it before the runner starts, and a thread that reads every record the
/// runner sends.
final class ResultChannel {
    /// Bytes of records kept; a run that sends more is judged incomplete.
    static let recordLimit = 16 * 1024 * 1024

    /// The per-run key, 32 hexadecimal characters from the system's random source.
    let key: String
    /// This run's canary checks, sent after the key.
    let canaries: CanaryChecks
    /// The descriptor to give the runner; closed by `runnerStarted()`.
    private(set) var runnerEnd: Int32
    private let checkerEnd: Int32
    private var drain: OutputDrain?

    /// Opens a channel and sends the key, or throws when the system refuses a socket.
    init() throws {
        var generator = SystemRandomNumberGenerator()
        key = (0..<EntryPoint.keyLength / 16).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
        canaries = CanaryChecks(key: key)
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw CheckerError.resultChannelUnavailable(errno: errno)
        }
        checkerEnd = pair[0]
        runnerEnd = pair[1]
        let bytes = Array(key.utf8) + canaries.wire
        guard bytes.withUnsafeBytes({ send(checkerEnd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count
        else {
            close(checkerEnd)
            close(runnerEnd)
            throw CheckerError.resultChannelUnavailable(errno: errno)
        }
    }

    /// Closes the checker's copy of the runner's end and starts reading records.
    func runnerStarted() {
        if runnerEnd >= 0 { close(runnerEnd) }
        runnerEnd = -1
        drain = OutputDrain(descriptor: checkerEnd, headLimit: Self.recordLimit, tailLimit: 0)
    }

    /// Everything received, once the runner and everything it started have ended.
    func received() -> CapturedOutput {
        if runnerEnd >= 0 {
            close(runnerEnd)
            runnerEnd = -1
            close(checkerEnd)
            return CapturedOutput()
        }
        return drain?.finish(timeout: 2) ?? CapturedOutput()
    }
}
