/// The inline Markdown SwiftUI renders in a `Text` made from a `LocalizedStringKey` (a string
/// literal): `**bold**`/`__bold__`, `*italic*`/`_italic_`, `***both***`, `~~struck~~`, `` `code` ``,
/// `[links](https://…)` and backslash escapes, as Apple's `Text` documentation describes under
/// "Styling the view's text" ("…the string literal can include Markdown"). The result is the
/// text's runs, each with the style its markers give it (`bold=true`, `italic=true`,
/// `strikethrough=true`, `monospaced=true`, `link=<url>`).
///
/// It is not a CommonMark parser: no block elements (headings, lists, quotes are shown as typed, as
/// SwiftUI's `Text` shows them), and emphasis follows a simplified flanking rule: a marker opens
/// before a non-space, closes after one, and `_` never opens or closes inside a word (`snake_case`).
/// A marker without its partner is shown as typed, as in Markdown.
enum InlineMarkdown {
    static func runs(_ source: String) -> [TextRun] {
        var runs: [TextRun] = []
        parse(Array(source), attributes: [], into: &runs)
        return runs.isEmpty ? [TextRun(text: "")] : runs
    }

    /// The backslash-escaped form of `text`, so that an interpolated value is shown as it is.
    static func escaped(_ text: String) -> String {
        var output = ""
        for character in text {
            if "\\*_~`[]".contains(character) { output.append("\\") }
            output.append(character)
        }
        return output
    }

    private static func parse(_ chars: [Character], attributes: [Attribute], into runs: inout [TextRun]) {
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            append(TextRun(text: literal, attributes: attributes), to: &runs)
            literal = ""
        }
        func styled(_ inner: [Character], _ added: [Attribute]) {
            flush()
            parse(inner, attributes: attributes + added.filter { !attributes.contains($0) }, into: &runs)
        }
        var index = 0
        while index < chars.count {
            let character = chars[index]
            if character == "\\", index + 1 < chars.count, chars[index + 1].isPunctuation || chars[index + 1].isSymbol {
                literal.append(chars[index + 1])
                index += 2
                continue
            }
            if character == "`", let close = firstIndex(of: ["`"], in: chars, after: index + 1) {
                flush()
                let code = String(chars[(index + 1)..<close])
                append(
                    TextRun(text: code, attributes: attributes + [Attribute(name: "monospaced", value: "true")]),
                    to: &runs)
                index = close + 1
                continue
            }
            if character == "[", let link = link(in: chars, at: index) {
                styled(Array(chars[(index + 1)..<link.textEnd]), [Attribute(name: "link", value: link.url)])
                index = link.end
                continue
            }
            if character == "*" || character == "_" || character == "~" {
                let length = runLength(of: character, in: chars, at: index)
                let usable = character == "~" ? (length == 2 ? 2 : 0) : min(length, 3)
                if usable > 0, opens(chars, at: index, length: length),
                    let close = closer(of: character, length: usable, in: chars, after: index + length)
                {
                    let start = index + length - usable
                    literal += String(repeating: character, count: length - usable)
                    styled(Array(chars[(start + usable)..<close]), style(of: character, length: usable))
                    index = close + usable
                    continue
                }
                literal += String(repeating: character, count: length)
                index += length
                continue
            }
            literal.append(character)
            index += 1
        }
        flush()
    }

    private static func style(of marker: Character, length: Int) -> [Attribute] {
        if marker == "~" { return [Attribute(name: "strikethrough", value: "true")] }
        switch length {
        case 1: return [Attribute(name: "italic", value: "true")]
        case 2: return [Attribute(name: "bold", value: "true")]
        default: return [Attribute(name: "bold", value: "true"), Attribute(name: "italic", value: "true")]
        }
    }

    private static func runLength(of marker: Character, in chars: [Character], at index: Int) -> Int {
        var end = index
        while end < chars.count, chars[end] == marker { end += 1 }
        return end - index
    }

    /// A marker run opens emphasis when a non-space follows it (and, for `_`, no letter precedes it).
    private static func opens(_ chars: [Character], at index: Int, length: Int) -> Bool {
        let after = index + length
        guard after < chars.count, !chars[after].isWhitespace else { return false }
        if chars[index] == "_", index > 0, chars[index - 1].isLetter || chars[index - 1].isNumber { return false }
        return true
    }

    /// Where the run of `length` markers that closes the one opened before `start` begins.
    private static func closer(of marker: Character, length: Int, in chars: [Character], after start: Int) -> Int? {
        var index = start + 1
        while index + length <= chars.count {
            if chars[index] == "\\" {
                index += 2
                continue
            }
            if chars[index] == marker, runLength(of: marker, in: chars, at: index) >= length,
                !chars[index - 1].isWhitespace
            {
                let after = index + length
                let wordFollows = after < chars.count && (chars[after].isLetter || chars[after].isNumber)
                if !(marker == "_" && wordFollows) { return index }
            }
            index += 1
        }
        return nil
    }

    private static func firstIndex(of marker: [Character], in chars: [Character], after start: Int) -> Int? {
        var index = start
        while index < chars.count {
            if chars[index] == marker[0] { return index }
            index += 1
        }
        return nil
    }

    /// `[text](url)` starting at `index`: where the text ends, the URL, and where the link ends.
    private static func link(in chars: [Character], at index: Int) -> (textEnd: Int, url: String, end: Int)? {
        guard let textEnd = firstIndex(of: ["]"], in: chars, after: index + 1), textEnd > index + 1,
            textEnd + 1 < chars.count, chars[textEnd + 1] == "(",
            let urlEnd = firstIndex(of: [")"], in: chars, after: textEnd + 2)
        else { return nil }
        return (textEnd, String(chars[(textEnd + 2)..<urlEnd]), urlEnd + 1)
    }

    private static func append(_ run: TextRun, to runs: inout [TextRun]) {
        if let last = runs.last, last.attributes == run.attributes {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }
}
