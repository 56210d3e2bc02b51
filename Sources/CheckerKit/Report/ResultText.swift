/// An exercise result as text for a terminal: what happened, each failed check with its
/// messages, compile errors at the learner's file and line, and what to do next.
public enum ResultText {
    /// The full report of one result.
    public static func render(_ result: ExerciseResult, exercise: Exercise) -> String {
        var lines = ["\(mark(result)) \(exercise.id) — \(exercise.localizedTitle): \(result.summary)"]
        for error in result.compileErrors {
            let location = [error.file, error.line.map(String.init), error.column.map(String.init)].compactMap { $0 }
                .joined(separator: ":")
            lines.append("  " + (location.isEmpty || error.line == nil ? "" : location + ": ") + error.message)
            if let excerpt = error.excerpt { lines.append(indent(excerpt, by: 6)) }
            if let fixIt = error.fixIt { lines.append(indent(fixItText(fixIt), by: 6)) }
        }
        if result.status != .passed {
            for check in result.checks {
                lines.append(
                    "  \(check.status == .passed ? "✔" : "✘") \(check.name)\(check.status == .notReported ? " " + Phrase.resultNoResult.text() : "")"
                )
                for message in check.messages { lines.append(indent(shortened(message), by: 6)) }
            }
        }
        for note in result.notes { lines.append("  \(Phrase.resultNote.text()) \(note)") }
        if let advice = result.advice { lines.append("  \(Phrase.resultNext.text()) \(advice)") }
        return lines.joined(separator: "\n")
    }

    /// One line: mark, id, summary.
    public static func line(_ result: ExerciseResult, exercise: Exercise) -> String {
        "\(mark(result)) \(exercise.id) — \(result.summary)"
    }

    /// ✔ for passed, ✘ otherwise.
    public static func mark(_ result: ExerciseResult) -> String {
        result.passed ? "✔" : "✘"
    }

    /// "Fix-it: insert `$`: Toggle(isOn: $isOn)".
    static func fixItText(_ fixIt: CompileFixIt) -> String {
        (fixIt.replaced.map { Phrase.resultFixItReplace.text($0, fixIt.text) }
            ?? Phrase.resultFixItInsert.text(fixIt.text))
            + "\n  " + fixIt.fixedLine
    }

    static func indent(_ text: String, by count: Int) -> String {
        let padding = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { padding + $0 }.joined(
            separator: "\n")
    }

    /// A message cut to 40 lines, so one rendered tree cannot flood the screen.
    static func shortened(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 40 else { return message }
        return lines.prefix(40).joined(separator: "\n") + "\n" + Phrase.resultMoreLines.text(lines.count - 40)
    }
}
