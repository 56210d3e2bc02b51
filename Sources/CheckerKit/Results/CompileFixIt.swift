/// A compiler fix-it shown under a compile error: what the compiler suggests inserting or
/// replacing, and the learner's line with the suggestion applied. Passing a value where a
/// `Binding` is expected, for example, gets "insert `$`" and `Toggle(isOn: $isOn)`.
public struct CompileFixIt: Codable, Sendable, Equatable {
    /// The text to insert, or to put in place of `replaced`.
    public var text: String
    /// The text the fix-it replaces; nil for an insertion.
    public var replaced: String?
    /// The source line with the fix-it applied, without its indentation.
    public var fixedLine: String

    /// Reads the fix-it from the source line, the caret line (`^` at the error, `~` under a range
    /// to replace) and the fix-it line the compiler printed under them (LLVM diagnostic style).
    public init?(source: String, caret: String, fixIt: String) {
        let sourceCharacters = Array(source), caretCharacters = Array(caret)
        guard
            let column = fixIt.firstIndex(where: { $0 != " " }).map({ fixIt.distance(from: fixIt.startIndex, to: $0) }),
            column <= sourceCharacters.count
        else { return nil }
        let suggestion = String(fixIt.dropFirst(column)).replacingOccurrences(
            of: "\\s+$", with: "", options: .regularExpression)
        guard !suggestion.isEmpty, !suggestion.contains("^") else { return nil }
        // The `~` run that starts at the fix-it's column (with the caret, when it starts one) is replaced.
        var end = column
        if end < caretCharacters.count,
            caretCharacters[end] == "~"
                || (caretCharacters[end] == "^" && end + 1 < caretCharacters.count && caretCharacters[end + 1] == "~")
        {
            end += 1
            while end < caretCharacters.count, caretCharacters[end] == "~" { end += 1 }
        }
        end = min(end, sourceCharacters.count)
        text = suggestion
        replaced = end > column ? String(sourceCharacters[column..<end]) : nil
        fixedLine = (String(sourceCharacters[..<column]) + suggestion + String(sourceCharacters[end...]))
            .trimmingCharacters(in: .whitespaces)
    }
}
