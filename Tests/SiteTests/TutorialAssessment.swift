import Foundation

/// The `@Assessments` block a tutorial page ends with (DocC's "Check your understanding"), read as
/// text: its multiple-choice questions, and for each how many choices are right and how many are
/// explained by a `@Justification`.
struct TutorialAssessment {
    /// One `@MultipleChoice`.
    struct Question {
        /// The question's first line of text.
        let prompt: String
        let choices: Int
        let correctChoices: Int
        let justifications: Int
    }

    let questions: [Question]
    /// True when nothing but closing braces follows the block: it is the last thing on the page.
    let isLast: Bool

    /// The page's last `@Assessments` block, or nil when it has none.
    init?(_ tutorial: TutorialSource) {
        let text = tutorial.text
        guard let start = text.range(of: "@Assessments {", options: .backwards),
            let end = Self.matchingBrace(in: text, openingAt: text.index(before: start.upperBound))
        else { return nil }
        let block = text[start.upperBound..<end]
        questions = block.components(separatedBy: "@MultipleChoice {").dropFirst().map { question in
            Question(
                prompt: question.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .first { !$0.isEmpty } ?? "",
                choices: question.components(separatedBy: "@Choice(").count - 1,
                correctChoices: question.components(separatedBy: "@Choice(isCorrect: true)").count - 1,
                justifications: question.components(separatedBy: "@Justification(").count - 1)
        }
        isLast = text[text.index(after: end)...].allSatisfy { $0 == "}" || $0.isWhitespace }
    }

    /// The index of the brace that closes the one at `opening`.
    private static func matchingBrace(in text: String, openingAt opening: String.Index) -> String.Index? {
        var depth = 0
        var index = opening
        while index < text.endIndex {
            switch text[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
