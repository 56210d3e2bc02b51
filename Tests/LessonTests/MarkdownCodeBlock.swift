import Foundation

/// A fenced code block of a Markdown lesson (```` ``` ```` or `~~~`), as CommonMark reads it:
/// its info string (`swift`, `sh`, `mermaid`, or nothing) and its lines, with the fence's own
/// indentation removed so that a block inside a list item compares equal to the same block
/// outside one.
struct MarkdownCodeBlock: Equatable {
    /// The words after the opening fence, trimmed: the block's language.
    let info: String
    /// The block's lines, without the fences.
    let lines: [String]
    /// The 1-based line of the opening fence in its file, for messages.
    let line: Int

    /// Equal content: same language, same lines. Where the block sits in its file does not matter.
    func hasSameContent(as other: MarkdownCodeBlock) -> Bool {
        info == other.info && lines == other.lines
    }

    /// Every fenced code block of `markdown`, in order. A block left open runs to the end of the
    /// text, as CommonMark says.
    static func blocks(in markdown: String) -> [MarkdownCodeBlock] {
        var blocks: [MarkdownCodeBlock] = []
        var open: (fence: Fence, info: String, line: Int, lines: [String])?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            if var current = open {
                if let fence = Fence(openingOrClosing: line), fence.closes(current.fence), fence.info.isEmpty {
                    blocks.append(MarkdownCodeBlock(info: current.info, lines: current.lines, line: current.line))
                    open = nil
                } else {
                    current.lines.append(current.fence.removingIndentation(from: line))
                    open = current
                }
            } else if let fence = Fence(openingOrClosing: line) {
                open = (fence, fence.info, index + 1, [])
            }
        }
        if let current = open {
            blocks.append(MarkdownCodeBlock(info: current.info, lines: current.lines, line: current.line))
        }
        return blocks
    }
}

/// A code fence line: three or more backticks or tildes, maybe indented, maybe followed by an
/// info string.
private struct Fence {
    let character: Character
    let length: Int
    let indentation: Int
    let info: String

    init?(openingOrClosing line: String) {
        let indentation = line.prefix(while: { $0 == " " }).count
        let rest = line.dropFirst(indentation)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix(while: { $0 == first }).count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
        if first == "`" && info.contains("`") { return nil }  // inline code, not a fence
        self.character = first
        self.length = length
        self.indentation = indentation
        self.info = info
    }

    /// Whether this fence closes a block opened by `opening`: same character, at least as long.
    func closes(_ opening: Fence) -> Bool {
        character == opening.character && length >= opening.length
    }

    /// The line with up to the opening fence's indentation removed.
    func removingIndentation(from line: String) -> String {
        let spaces = min(indentation, line.prefix(while: { $0 == " " }).count)
        return String(line.dropFirst(spaces))
    }
}
