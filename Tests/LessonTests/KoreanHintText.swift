/// What a Korean hint is made of, to find English left in it: code spans and
/// quotations are taken out, and what is left must have Hangul and no run of four Latin words.
enum KoreanHintText {
    /// `text` without its code spans (`` `…` ``), quotations ("…") and paths or dotted names.
    static func outsideCode(_ text: String) -> String {
        var prose = text
        for pattern in [/`[^`]*`/, /"[^"]*"/, /“[^”]*”/, /\S*[A-Za-z0-9][\/.][A-Za-z0-9]\S*/] {
            prose = prose.replacing(pattern, with: " ")
        }
        return prose
    }

    /// Whether `text` has a Hangul syllable.
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Whether `text` has two Latin words in a row: prose, not only code and a label.
    static func hasWords(_ text: String) -> Bool {
        text.contains(/[A-Za-z]+[ ,;:-]+[A-Za-z]+/)
    }

    /// The first run of four or more Latin words in `text` (an English sentence or part of one).
    static func englishSentence(in text: String) -> String? {
        text.firstMatch(of: /(?:[A-Za-z][A-Za-z'’]*)(?:[ ,;:-]+(?:[A-Za-z][A-Za-z'’]*)){3,}/).map { String($0.output) }
    }
}
