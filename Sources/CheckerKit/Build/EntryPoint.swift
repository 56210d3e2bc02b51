/// The `main` of every check runner (compiled once into an object every runner links, see
/// `RunnerEntryObject`). It takes the results channel before any learner
/// code can run, then runs the hidden checks through Swift Testing's in-process ABI entry point
/// (`swt_abiv0_getEntryPoint`, the one IDEs and SwiftPM use), forwarding each event record on
/// the channel as `<code> <sequence number> <record JSON>`, where the code is the record's
/// HMAC-SHA256 (`RunnerRecordCodes`) with the per-run key over `<sequence number> <record JSON>`.
///
/// The channel is a Unix socket inherited as a descriptor whose number comes in
/// `CHECKER_CHANNEL_FD`. The checker sends the per-run key first; `main` reads it, prepares the
/// code's padded states and zeroes the key, removes the variable from the environment and marks
/// the descriptor close-on-exec, all before the first check runs. The runner ignores its command
/// line: a nested run started by learner code finds no key and writes nothing. The key never
/// travels back on the channel, so learner code that swaps descriptor 3 for its own socket and
/// relays what it reads sees codes, not the key: a record it changes, drops, reorders or writes
/// itself has no valid code for its place in the sequence, and the checker names the run
/// tampered with. What remains is code that reads the runner's memory for the padded states; the
/// sandbox (`Sandbox`) bounds what such code can reach, and the checker's other checks (declared
/// checks all reported, an end record) still apply.
///
/// After the key the checker sends this run's canary nonces (`CanaryChecks`): one digit, their
/// count, then the nonces. They become the cases of `checkerRunCanary(nonce:)`, a check of the
/// checks' module that fails each case with words derived from its nonce under the key; the
/// checker requires exactly those failures. The runner is cached and reused (`RunnerCache`), so
/// the canaries come at run time, never in the compiled code. Since a canary always fails, the
/// runner's exit status says only whether the run completed (0) or Swift Testing could not run
/// (1); the checker decides pass or fail from the records.
enum EntryPoint {
    /// The environment variable naming the channel's descriptor.
    static let channelVariable = "CHECKER_CHANNEL_FD"

    /// The descriptor the channel is given in the runner.
    static let channelDescriptor: Int32 = 3

    /// Characters in the per-run key (hexadecimal).
    static let keyLength = 32

    /// Exit status of a runner started without a channel (for example by learner code).
    static let noChannelStatus: Int32 = 86

    /// The run's filter, as JSON strings of regular expressions: the checks of `checksModule`, and
    /// the canaries, in the runner's own module (the checks' module, except when the learner's
    /// tests are what runs).
    static func filter(checksModule: String) -> String {
        let patterns =
            ["^\(checksModule)\\\\."]
            + (checksModule == CompileCommand.checksModuleName
                ? [] : ["^\(CompileCommand.checksModuleName)\\\\.\(CanaryChecks.functionBaseName)\\\\("])
        return patterns.map { "\"\($0)\"" }.joined(separator: ",")
    }

    /// The entry point's source, running only the checks of module `checksModule`.
    static func source(checksModule: String) -> String {
        """
        import Testing
        #if canImport(Glibc)
        import Glibc
        #endif

        @main struct CheckRunnerMain {
            typealias EntryPoint = @convention(thin) @Sendable (UnsafeRawBufferPointer?, @escaping @Sendable (UnsafeRawBufferPointer) -> Void) async throws -> Bool

            static func main() async {
                guard let channel = ResultChannelWriter.take() else { exit(\(noChannelStatus)) }
                RunLimits.apply()
                guard let image = dlopen(nil, RTLD_NOW), let symbol = dlsym(image, "swt_abiv0_getEntryPoint") else { exit(\(noChannelStatus + 1)) }
                let getEntryPoint = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafeRawPointer).self)
                let entryPoint = unsafeBitCast(getEntryPoint(), to: EntryPoint.self)
                let configuration = #"{"parallel":false,"quiet":true,"eventStreamVersion":0,"filter":[\(filter(checksModule: checksModule))]}"#
                let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: configuration.utf8.count, alignment: 1)
                bytes.copyBytes(from: configuration.utf8)
                // The canaries always fail: whether the checks passed is the checker's to say, from the records.
                let completed = (try? await entryPoint(UnsafeRawBufferPointer(bytes), { record in channel.forward(record) })) != nil
                exit(completed ? 0 : 1)
            }
        }

        /// Limits the checks and everything they start: set hard, so no code can raise them.
        enum RunLimits {
            static func apply() {
                // Linux's numbers: RLIMIT_FSIZE 1, RLIMIT_CORE 4, RLIMIT_NPROC 6, RLIMIT_AS 9.
                limit(9, \(RunLimits.addressSpaceBytes))
                limit(1, \(RunLimits.fileSizeBytes))
                limit(4, 0)
                // In the sandbox's own user namespace the kernel counts only the sandbox's tasks, root's too.
                // Held by a process-count control group, this limit only backs the group up: set above
                // the group's, so that the group refuses first and the kernel counts the refusal.
                let sandboxed = getenv("CHECKER_SANDBOXED").map { String(cString: $0) }
                unsetenv("CHECKER_SANDBOXED")
                if let sandboxed {
                    limit(6, sandboxed == "\(RunLimits.heldByProcessGroup)" ? \(RunLimits.sandboxTasks + RunLimits.taskLimitMargin) : \(RunLimits.sandboxTasks))
                } else if let tasks = runningTasks() {
                    // RLIMIT_NPROC counts every task of the user, threads included: allow what runs now, plus a margin.
                    limit(6, rlim_t(tasks + \(RunLimits.extraTasks)))
                }
                // Die with the checker, however it ends.
                typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
                if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") {
                    _ = unsafeBitCast(symbol, to: Prctl.self)(1, UInt(SIGKILL), 0, 0, 0)
                }
                // In the sandbox the runner's parent is the namespace's first process (PID 1), which bubblewrap ends with the checker.
                if sandboxed == nil && getppid() == 1 { exit(\(noChannelStatus + 2)) }
            }

            /// The tasks on the machine: the number after the slash in `/proc/loadavg` ("0.1 0.2 0.3 2/345 678").
            private static func runningTasks() -> Int? {
                let descriptor = open("/proc/loadavg", O_RDONLY)
                guard descriptor >= 0 else { return nil }
                defer { close(descriptor) }
                var bytes = [UInt8](repeating: 0, count: 256)
                let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 255) }
                guard count > 0 else { return nil }
                let fields = String(decoding: bytes[0..<count], as: UTF8.self).split(separator: " ")
                guard fields.count > 3, let total = fields[3].split(separator: "/").last else { return nil }
                return Int(total)
            }

            private static func limit(_ resource: Int32, _ value: rlim_t) {
                var current = rlimit()
                getrlimit(resource, &current)
                let capped = min(value, current.rlim_max)
                var wanted = rlimit(rlim_cur: capped, rlim_max: capped)
                setrlimit(resource, &wanted)
            }
        }

        final class ResultChannelWriter: @unchecked Sendable {
            private let descriptor: Int32
            private let codes: \(RunnerRecordCodes.typeName)
            private var sequence = 0
            private var lock = pthread_mutex_t()

            private init(descriptor: Int32, codes: \(RunnerRecordCodes.typeName)) {
                self.descriptor = descriptor
                self.codes = codes
                pthread_mutex_init(&lock, nil)
            }

            /// Reads the key from the inherited socket and hides the channel from what runs next.
            static func take() -> ResultChannelWriter? {
                guard let variable = getenv("\(channelVariable)"), let descriptor = Int32(String(cString: variable)) else { return nil }
                unsetenv("\(channelVariable)")
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: \(keyLength), alignment: 1)
                defer { buffer.deallocate() }
                var received = 0
                while received < buffer.count {
                    let count = read(descriptor, buffer.baseAddress! + received, buffer.count - received)
                    if count <= 0 { return nil }
                    received += count
                }
                let codes = \(RunnerRecordCodes.typeName)(key: buffer)
                guard let nonces = readCanaries(descriptor) else { return nil }
                CheckerRunCanary.nonces = nonces
                CheckerRunCanary.codes = codes
                return ResultChannelWriter(descriptor: descriptor, codes: codes)
            }

            /// The canary nonces the checker sends after the key: their count (one digit), then each, \(CanaryChecks.nonceLength) characters.
            private static func readCanaries(_ descriptor: Int32) -> [String]? {
                guard let count = readExactly(descriptor, 1).flatMap({ Int(String(decoding: $0, as: UTF8.self)) }),
                    let nonces = readExactly(descriptor, count * \(CanaryChecks.nonceLength))
                else { return nil }
                return (0..<count).map { index in
                    String(decoding: nonces[(index * \(CanaryChecks.nonceLength))..<((index + 1) * \(CanaryChecks.nonceLength))], as: UTF8.self)
                }
            }

            private static func readExactly(_ descriptor: Int32, _ length: Int) -> [UInt8]? {
                var bytes = [UInt8](repeating: 0, count: length)
                var received = 0
                while received < length {
                    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + received, length - received) }
                    if count <= 0 { return nil }
                    received += count
                }
                return bytes
            }

            func forward(_ record: UnsafeRawBufferPointer) {
                pthread_mutex_lock(&lock)
                defer { pthread_mutex_unlock(&lock) }
                var message = Array(String(sequence).utf8)
                message.append(32)
                message.append(contentsOf: record.lazy.map { $0 == 10 ? 32 : $0 })
                var line = codes.hexCode(message)
                line.append(32)
                line.append(contentsOf: message)
                line.append(10)
                sequence += 1
                var sent = 0
                while sent < line.count {
                    let count = line.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
                    if count <= 0 { return }
                    sent += count
                }
            }
        }

        /// This run's canaries (see the checker's `CanaryChecks`), received with the key.
        enum CheckerRunCanary {
            nonisolated(unsafe) static var nonces: [String] = []
            nonisolated(unsafe) static var codes: \(RunnerRecordCodes.typeName)?

            /// The words the canary of `nonce` fails with.
            static func text(_ nonce: String) -> String {
                guard let codes else { return "" }
                return "canary " + String(decoding: codes.hexCode(Array("canary \\(nonce)".utf8)), as: UTF8.self)
            }
        }

        @Test(arguments: CheckerRunCanary.nonces)
        func \(CanaryChecks.functionBaseName)(nonce: String) {
            Issue.record(Comment(rawValue: CheckerRunCanary.text(nonce)))
        }

        """ + RunnerRecordCodes.source
    }
}
