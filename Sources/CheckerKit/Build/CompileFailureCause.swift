import Foundation

/// Why one compiler job failed, as far as how it ended and what it printed tell, and so whether
/// its verdict may be kept in the result cache.
///
/// Only a compiler that exited normally after reporting an `error:` at a file and line said
/// something about the code, which the same inputs would make it say again. A compiler that
/// could not be started, was killed by a signal without a crash report, or could not start a
/// command of its own (`fork` failing with `EAGAIN`, "Resource temporarily unavailable", seen on
/// an overloaded machine) said nothing about the code: that is the machine's failure, reported
/// as such and never cached. Anything else (a compiler crash report, an error with no place) is
/// explained as before but not cached either, so the next check compiles again.
enum CompileFailureCause: Equatable {
    /// The compiler reported errors at a file and line and exited normally: cacheable.
    case diagnostics
    /// The machine failed the compile; the value says how, for the learner to read.
    case machine(String)
    /// A compiler crash report, or errors without a place: explained, not cached.
    case unplaced

    /// What compiler output says when the machine, not the code, stopped a compile.
    static let machineMarkers = [
        "Resource temporarily unavailable", "unable to execute command", "Cannot allocate memory",
        "posix_spawn", "fork failed", "failed to fork", "No space left on device",
    ]

    /// What a crash report of the compiler itself contains (see `CompilerCrash`).
    static let crashReportMarkers = [
        "Stack dump:", "PLEASE submit a bug report", "Please submit a bug report",
        "fatal error encountered during compilation",
    ]

    /// The cause of a failed job `executable` that ended with `outcome` after printing `output`.
    init(executable: String, outcome: ProcessOutcome, output: String) {
        let program = (executable as NSString).lastPathComponent
        let crashReport = Self.crashReportMarkers.contains(where: output.contains)
        switch outcome {
        case .couldNotStart(let error):
            self = .machine(Phrase.machineCouldNotStart.text(program, String(cString: strerror(error))))
        case .signaled(let signal):
            self = crashReport ? .unplaced : .machine(Phrase.machineKilledBySignal.text(program, signal))
        case .timedOut:
            self = .unplaced
        case .exited:
            if crashReport {
                self = .unplaced
            } else if CompilerDiagnostic.parse(output).contains(where: {
                $0.severity == "error" && $0.path != nil && ($0.line ?? 0) > 0
            }) {
                self = .diagnostics
            } else if let line = Self.machineLine(in: output) {
                self = .machine(line)
            } else if let signal = Self.killedJobSignal(in: output) {
                // The driver's frontend was killed (no crash report, so not a compiler bug).
                self = .machine(Phrase.machineKilledBySignal.text(program, signal))
            } else {
                self = .unplaced
            }
        }
    }

    /// Whether a result explaining this failure may be cached.
    var isCacheable: Bool { self == .diagnostics }

    /// The first line of `output` naming a machine failure, trimmed.
    private static func machineLine(in output: String) -> String? {
        output.split(separator: "\n").first { line in machineMarkers.contains(where: line.contains) }
            .map { String($0.trimmingCharacters(in: .whitespaces).prefix(300)) }
    }

    /// The signal in the driver's "compile command failed due to signal N", if it says so.
    private static func killedJobSignal(in output: String) -> Int? {
        guard let range = output.range(of: "failed due to signal ") else { return nil }
        return Int(output[range.upperBound...].prefix { $0.isNumber })
    }
}
