import Foundation

/// A chapter's lesson (`Chapters/NN-Topic/README.md` or `README.ko.md`) read as the course site
/// needs it: its title (the `# ` heading), what stands between the title and the first section
/// (the preamble: the motivation, the sources, "see also"), and its `## ` sections in order.
///
/// Only the structure is read; the text stays Markdown. A heading inside a fenced code block is
/// code, not a heading.
public struct LessonMarkdown: Sendable, Equatable {
    /// A `## ` section: its heading's text and the lines below it, up to the next `## `.
    public struct Section: Sendable, Equatable {
        public let title: String
        public let lines: [String]
    }

    /// The `# ` heading's text, `Chapter 1: State`.
    public let title: String
    /// The lines above the title (the language switch) and between it and the first section.
    public let preamble: [String]
    public let sections: [Section]

    public init(_ text: String) {
        var title = ""
        var preamble: [String] = []
        var sections: [Section] = []
        var current: (title: String, lines: [String])?
        var fence: MarkdownFence?
        for line in text.components(separatedBy: "\n") {
            if let open = fence {
                if let closing = MarkdownFence(line), closing.closes(open) { fence = nil }
            } else if let opening = MarkdownFence(line) {
                fence = opening
            } else if title.isEmpty, line.hasPrefix("# ") {
                title = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
                continue
            } else if line.hasPrefix("## ") {
                if let done = current { sections.append(Section(title: done.title, lines: done.lines)) }
                current = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
                continue
            }
            if current != nil { current!.lines.append(line) } else { preamble.append(line) }
        }
        if let done = current { sections.append(Section(title: done.title, lines: done.lines)) }
        self.title = title
        self.preamble = preamble
        self.sections = sections
    }
}

/// A code fence line of Markdown: three or more backticks or tildes, maybe indented, maybe
/// followed by an info string (the block's language), as CommonMark reads it.
struct MarkdownFence: Sendable, Equatable {
    let character: Character
    let length: Int
    let indentation: Int
    /// The words after the fence: `swift`, `mermaid`, or nothing.
    let info: String

    init?(_ line: String) {
        let indentation = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indentation)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
        if first == "`" && info.contains("`") { return nil }
        self.character = first
        self.length = length
        self.indentation = indentation
        self.info = info
    }

    /// Whether this line closes a block that `opening` opened: same character, at least as long,
    /// nothing after it.
    func closes(_ opening: MarkdownFence) -> Bool {
        character == opening.character && length >= opening.length && info.isEmpty
    }
}
