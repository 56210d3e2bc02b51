import Foundation

/// One diagnostic from `swiftc -diagnostic-style=llvm` output: `file:line:column: error: message`,
/// followed by the source line and a caret.
public struct CompilerDiagnostic: Sendable, Equatable {
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The file as the compiler named it (absolute), or nil for driver messages.
    public var path: String?
    /// The line, from 1.
    public var line: Int?
    /// The column, from 1.
    public var column: Int?
    /// The message.
    public var message: String
    /// The lines the compiler printed under the diagnostic (source and caret).
    public var excerpt: [String] = []
    /// The compiler's fix-it: the line it printed under the caret, with the text to insert (or to
    /// put in place of the `~` range) at the column where it starts.
    public var fixItLine: String?

    /// Parses compiler output, keeping errors and notes and dropping driver chatter.
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let diagnostic = located(line) ?? unlocated(line) {
                diagnostics.append(diagnostic)
            } else if !diagnostics.isEmpty, diagnostics[diagnostics.count - 1].path != nil,
                !line.trimmingCharacters(in: .whitespaces).isEmpty
            {
                let last = diagnostics.count - 1
                if diagnostics[last].excerpt.count < 2 {
                    diagnostics[last].excerpt.append(line)
                } else if diagnostics[last].fixItLine == nil, diagnostics[last].excerpt[1].contains("^") {
                    // LLVM style prints a fix-it's text on the line under the caret.
                    diagnostics[last].fixItLine = line
                }
            }
        }
        return diagnostics
    }

    private static func located(_ line: String) -> CompilerDiagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            return CompilerDiagnostic(
                severity: severity, path: path, line: lineNumber, column: column,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }

    private static func unlocated(_ line: String) -> CompilerDiagnostic? {
        for prefix in ["error: ", "<unknown>:0: error: "] where line.hasPrefix(prefix) {
            let message = String(line.dropFirst(prefix.count))
            if message.hasPrefix("fatalError") || message.contains("command failed")
                || message.contains("compile command failed")
            {
                return nil
            }
            return CompilerDiagnostic(severity: "error", path: nil, message: message)
        }
        return nil
    }
}
