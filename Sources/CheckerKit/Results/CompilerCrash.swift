import Foundation

/// A compile that ended because the Swift compiler crashed (an internal error, a signal), not
/// because it reported errors: what it printed about the learner's file before it crashed, and
/// the learner's line its crash report names (the "While …" lines of its stack dump give the
/// declaration it was working on, `(at /path/File.swift:12:5)`).
///
/// Seen with Swift 6.3.1: a `switch` with a reachable case after a catch-all made the compiler
/// crash after its warning "case is already handled by previous patterns", and the only error was
/// "fatal error encountered during compilation" with no line.
struct CompilerCrash {
    /// The compiler's located warnings and errors, in order.
    let diagnostics: [CompilerDiagnostic]
    /// The learner's line the crash report names last, if any.
    let line: Int?

    /// Nil when `output` is not a compiler crash.
    init?(output: String, learnerPath: String) {
        let markers = [
            "fatal error encountered during compilation", "Stack dump:", "compile command failed due to signal",
            "Please submit a bug report", "PLEASE submit a bug report", "error: compile command failed due to signal",
        ]
        guard markers.contains(where: output.contains) else { return nil }
        diagnostics = CompilerDiagnostic.parse(output).filter { $0.path != nil }
        line = Self.lastLine(of: learnerPath, in: output, after: diagnostics)
    }

    /// The last `path:line` of the learner's file outside the compiler's own diagnostics.
    private static func lastLine(of path: String, in output: String, after diagnostics: [CompilerDiagnostic]) -> Int? {
        var found: Int?
        for text in output.split(separator: "\n") where !text.contains(": warning: ") && !text.contains(": error: ") {
            var rest = Substring(text)
            while let range = rest.range(of: path + ":") {
                let digits = rest[range.upperBound...].prefix { $0.isNumber }
                if let number = Int(digits), number > 0 { found = number }
                rest = rest[range.upperBound...]
            }
        }
        return found ?? diagnostics.last { $0.path == path }?.line
    }
}
