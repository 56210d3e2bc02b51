import SwiftSyntax

/// The source text of a closure moved into an expansion, re-indented so that the expansion reads
/// as if written by hand: the statements keep their indentation relative to each other (and
/// their comments), one level deeper than the line that opens the closure.
enum BodyText {
    /// `closure` as text, its statements indented by `indentation + 4` spaces and its closing
    /// brace by `indentation`, whatever their columns in the learner's file.
    static func reindented(_ closure: ClosureExprSyntax, by indentation: Int) -> String {
        let signature = closure.signature.map { " " + $0.trimmedDescription } ?? ""
        return reindented(statements: closure.statements.description, by: indentation, signature: signature)
    }

    /// `statements` (source text, with their leading trivia) in braces, re-indented likewise.
    static func reindented(statements: String, by indentation: Int, signature: String = "") -> String {
        var lines = statements.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let common = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let padding = String(repeating: " ", count: indentation + 4)
        let body = lines.map { $0.isEmpty ? "" : padding + $0.dropFirst(common) }
        return "{\(signature)\n" + body.joined(separator: "\n") + "\n" + String(repeating: " ", count: indentation)
            + "}"
    }
}
