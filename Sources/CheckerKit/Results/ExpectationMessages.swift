/// A failed expectation's messages as Swift Testing records them, reworded for a learner.
///
/// Swift Testing (6.3, as the course's tests observe it) records an `#expect(a == b)` on two
/// collections as "Expectation failed: (a → [x, y]) == [x, z]", then a difference line, "inserted
/// [y], removed [z]": what the left side holds that the right lacks is *inserted*, what it lacks
/// is *removed*. A check writes the value it found on one side (the one Swift Testing expanded
/// with "→") and the value it expects on the other, so that line read as it is says "removed
/// [\"Yesterday\"]" of a song the learner's code never added. Here it says what is missing and
/// what is there unexpectedly, in the learner's language, whichever side the check wrote the
/// value on.
///
/// Swift Testing's "Expectation failed:" is said in the learner's language; the expression after
/// it is code, and stays as it is. Two more lines are left out when the check's own comment follows them: Swift Testing's
/// "Issue recorded" before the text of `Issue.record`, and an expanded expression whose value
/// holds an escaped line break (`said → ["Expected …\n…"]`), text the comment shows as printed.
enum ExpectationMessages {
    /// The messages of one recorded issue, in order, as the learner should read them.
    static func reworded(_ messages: [String]) -> [String] {
        var result: [String] = []
        for (index, message) in messages.enumerated() {
            let hasComment = index < messages.count - 1
            if message == "Issue recorded" && hasComment { continue }
            if message.hasPrefix(failurePrefix) && message.contains("\\n") && hasComment
                && !(messages[index + 1].hasPrefix("inserted [") || messages[index + 1].hasPrefix("removed ["))
            {
                continue
            }
            if let difference = Difference(message) {
                let expression = result.last { $0.hasPrefix(failurePrefix) } ?? ""
                result.append(difference.explained(valueOnRight: valueIsOnRight(of: expression)))
                continue
            }
            result.append(message)
        }
        return result.map { message in
            message.hasPrefix(failurePrefix)
                ? Phrase.expectationFailed.text(String(message.dropFirst(failurePrefix.count))) : message
        }
    }

    /// How Swift Testing begins a failed expectation.
    static let failurePrefix = "Expectation failed: "

    /// Whether `expression` ("Expectation failed: [1, 2] == (a → [1])") expanded only its right
    /// side: then the value found is on the right, and the expected one on the left.
    static func valueIsOnRight(of expression: String) -> Bool {
        let text = expression.dropFirst(failurePrefix.count)
        guard let split = topLevelEquality(in: text) else { return false }
        let left = text[..<split.lowerBound]
        let right = text[split.upperBound...]
        return !left.contains(" → ") && right.contains(" → ")
    }

    /// The first ` == ` outside brackets and string literals.
    private static func topLevelEquality(in text: Substring) -> Range<Substring.Index>? {
        var depth = 0
        var inString = false
        var escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if depth == 0, text[index...].hasPrefix(" == ") {
                return index..<text.index(index, offsetBy: 4)
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Swift Testing's difference line: "inserted [..]", "removed [..]", or both, joined by ", ".
    struct Difference: Equatable {
        /// What the left side holds and the right does not.
        var inserted: String?
        /// What the right side holds and the left does not.
        var removed: String?

        init?(_ line: String) {
            if line.hasPrefix("inserted ["), let range = line.range(of: "], removed [") {
                inserted = String(line[line.index(line.startIndex, offsetBy: 9)...range.lowerBound])
                removed = String(line[line.index(before: range.upperBound)...])
            } else if line.hasPrefix("inserted ["), line.hasSuffix("]") {
                inserted = String(line.dropFirst(9))
            } else if line.hasPrefix("removed ["), line.hasSuffix("]") {
                removed = String(line.dropFirst(8))
            } else {
                return nil
            }
        }

        /// The line in the learner's terms: what the expected value has that was not found, and
        /// what was found that was not expected.
        func explained(valueOnRight: Bool) -> String {
            let missing = valueOnRight ? inserted : removed
            let unexpected = valueOnRight ? removed : inserted
            return [
                missing.map { Phrase.comparisonMissing.text($0) },
                unexpected.map { Phrase.comparisonUnexpected.text($0) },
            ].compactMap { $0 }.joined(separator: "; ")
        }
    }
}
