/// One piece of a lesson's section, in the order the section shows them: Markdown text, a code
/// listing, or a demo's graph.
///
/// A listing is a fenced block at the left margin (a block indented inside a list item is part of
/// the text around it). A demo's graph is the block a command writes between
/// `<!-- demo:NAME-graph -->` and `<!-- /demo -->` (`checker demo --update-lessons`); the site
/// draws the same graph from the demo's DOT file. Any other line that is one HTML comment is a
/// note to authors and is left out.
public enum LessonPart: Sendable, Equatable {
    case text([String])
    case listing(info: String, lines: [String])
    case demoGraph(demo: String)

    /// The parts of a section's lines, in order; blank-only text is left out.
    public static func parts(of lines: [String]) -> [LessonPart] {
        var parts: [LessonPart] = []
        var text: [String] = []
        var listing: (fence: MarkdownFence, lines: [String])?
        var indentedFence: MarkdownFence?
        var demo: String?
        func flushText() {
            if text.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                parts.append(.text(text))
            }
            text = []
        }
        for line in lines {
            if demo != nil {
                if line.trimmingCharacters(in: .whitespaces) == "<!-- /demo -->" {
                    parts.append(.demoGraph(demo: demo!))
                    demo = nil
                }
                continue
            }
            if let open = listing {
                if let fence = MarkdownFence(line), fence.closes(open.fence) {
                    parts.append(.listing(info: open.fence.info, lines: open.lines))
                    listing = nil
                } else {
                    listing!.lines.append(line)
                }
                continue
            }
            if let open = indentedFence {
                if let fence = MarkdownFence(line), fence.closes(open) { indentedFence = nil }
                text.append(line)
                continue
            }
            if let fence = MarkdownFence(line) {
                if fence.indentation == 0 {
                    flushText()
                    listing = (fence, [])
                } else {
                    indentedFence = fence
                    text.append(line)
                }
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") {
                let marker = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
                if marker.hasPrefix("demo:") && marker.hasSuffix("-graph") {
                    flushText()
                    demo = String(marker.dropFirst("demo:".count).dropLast("-graph".count))
                }
                continue
            }
            text.append(line)
        }
        if let open = listing { parts.append(.listing(info: open.fence.info, lines: open.lines)) }
        flushText()
        return parts
    }
}
