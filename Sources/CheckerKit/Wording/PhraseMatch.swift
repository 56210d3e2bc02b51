/// Reads a sentence back into its values: the English template of a phrase (`Cannot {1} {2}: {3}.`)
/// as a pattern that matches a whole line and captures what stands for each `{n}`. The checker uses
/// it for sentences another module writes in English (DataFlow's inspection errors), to say them
/// again in the learner's language with the same values.
enum PhraseMatch {
    /// The values of `phrase`'s English template in `text` (`{1}` first), or nil when `text` is not
    /// that sentence. A placeholder used twice takes the value of its first place.
    static func values(of text: String, as phrase: Phrase) -> [String]? {
        guard let template = PhraseBook.english.templates[phrase] else { return nil }
        var pattern = ""
        var order: [Int] = []
        var rest = Substring(template)
        while let placeholder = rest.firstMatch(of: /\{([1-9])\}/) {
            pattern += escaped(rest[..<placeholder.range.lowerBound])
            pattern += "(.+?)"
            order.append(Int(placeholder.output.1) ?? 0)
            rest = rest[placeholder.range.upperBound...]
        }
        pattern += escaped(rest)
        guard let regex = try? Regex(pattern), let match = try? regex.wholeMatch(in: text) else { return nil }
        var values = [String](repeating: "", count: order.max() ?? 0)
        for (group, number) in order.enumerated().reversed() {
            if let captured = match.output[group + 1].substring { values[number - 1] = String(captured) }
        }
        return values
    }

    /// `text` with every character that means something in a pattern escaped.
    private static func escaped(_ text: Substring) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
