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

    /// Parses compiler output, keeping errors and notes and dropping driver chatter.
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let diagnostic = located(line) ?? unlocated(line) {
                diagnostics.append(diagnostic)
            } else if !diagnostics.isEmpty, diagnostics[diagnostics.count - 1].path != nil,
                      diagnostics[diagnostics.count - 1].excerpt.count < 2, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics[diagnostics.count - 1].excerpt.append(line)
            }
        }
        return diagnostics
    }

    private static func located(_ line: String) -> CompilerDiagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                  let column = Int(location[location.count - 1]) else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            return CompilerDiagnostic(severity: severity, path: path, line: lineNumber, column: column,
                                      message: String(line[marker.upperBound...]))
        }
        return nil
    }

    private static func unlocated(_ line: String) -> CompilerDiagnostic? {
        for prefix in ["error: ", "<unknown>:0: error: "] where line.hasPrefix(prefix) {
            let message = String(line.dropFirst(prefix.count))
            if message.hasPrefix("fatalError") || message.contains("command failed") || message.contains("compile command failed") { return nil }
            return CompilerDiagnostic(severity: "error", path: nil, message: message)
        }
        return nil
    }
}
