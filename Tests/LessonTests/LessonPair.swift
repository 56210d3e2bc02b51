import Foundation

/// A lesson and its Korean version (`README.md` and `README.ko.md` in one folder), and what
/// keeps them from drifting apart: each links the other at the top, and both carry the same code
/// blocks in the same order. Each problem is a sentence a course author can act on.
struct LessonPair {
    static let englishLinkText = "English"
    static let koreanLinkText = "한국어"

    /// What to call the pair in messages, e.g. `Chapters/01-State`.
    let name: String
    let english: String
    let korean: String

    /// The two lessons link each other at the top: the English one to `README.ko.md` as "한국어",
    /// the Korean one to `README.md` as "English".
    func linkProblems() -> [String] {
        var problems: [String] = []
        if !LanguageLinks(markdown: english).contains(text: Self.koreanLinkText, target: "README.ko.md") {
            problems.append(
                "\(name)/README.md does not link the Korean lesson at its top: "
                    + "add `[\(Self.koreanLinkText)](README.ko.md)` above its first heading.")
        }
        if !LanguageLinks(markdown: korean).contains(text: Self.englishLinkText, target: "README.md") {
            problems.append(
                "\(name)/README.ko.md does not link the English lesson at its top: "
                    + "add `[\(Self.englishLinkText)](README.md)` above its first heading.")
        }
        return problems
    }

    /// Both lessons have the same code blocks, in the same order, with the same content.
    func codeBlockProblems() -> [String] {
        let englishBlocks = MarkdownCodeBlock.blocks(in: english)
        let koreanBlocks = MarkdownCodeBlock.blocks(in: korean)
        var problems: [String] = []
        for (index, (englishBlock, koreanBlock)) in zip(englishBlocks, koreanBlocks).enumerated()
        where !englishBlock.hasSameContent(as: koreanBlock) {
            problems.append(
                "\(name): code block \(index + 1) differs between README.md (line \(englishBlock.line)) "
                    + "and README.ko.md (line \(koreanBlock.line)): "
                    + Self.firstDifference(englishBlock, koreanBlock))
        }
        if englishBlocks.count != koreanBlocks.count {
            let extra =
                englishBlocks.count > koreanBlocks.count
                ? "README.md's block \(koreanBlocks.count + 1) (line \(englishBlocks[koreanBlocks.count].line)) is missing from README.ko.md"
                : "README.ko.md's block \(englishBlocks.count + 1) (line \(koreanBlocks[englishBlocks.count].line)) is not in README.md"
            problems.append(
                "\(name): README.md has \(englishBlocks.count) code blocks and README.ko.md has "
                    + "\(koreanBlocks.count); \(extra). Both lessons must show the same code in the same order.")
        }
        return problems
    }

    /// Both lessons have the same sections (`## ` headings) in the same order, numbered alike, each
    /// with as many code blocks as its counterpart: the course site makes a page of each lesson,
    /// section by section and listing by listing, so the two pages must have the same shape.
    func sectionProblems() -> [String] {
        let englishSections = Self.sections(of: english)
        let koreanSections = Self.sections(of: korean)
        var problems: [String] = []
        if englishSections.count != koreanSections.count {
            problems.append(
                "\(name): README.md has \(englishSections.count) sections (`## ` headings) and README.ko.md has "
                    + "\(koreanSections.count); both lessons must have the same sections in the same order.")
        }
        for (englishSection, koreanSection) in zip(englishSections, koreanSections) {
            if englishSection.number != koreanSection.number {
                problems.append(
                    "\(name): the section \"\(englishSection.title)\" of README.md (line \(englishSection.line)) is numbered "
                        + "\(englishSection.number ?? "nothing") where README.ko.md's \"\(koreanSection.title)\" (line \(koreanSection.line)) is numbered \(koreanSection.number ?? "nothing")."
                )
            }
            if englishSection.codeBlocks != koreanSection.codeBlocks {
                problems.append(
                    "\(name): the section \"\(englishSection.title)\" of README.md (line \(englishSection.line)) shows "
                        + "\(englishSection.codeBlocks) code blocks where README.ko.md's \"\(koreanSection.title)\" (line \(koreanSection.line)) shows \(koreanSection.codeBlocks)."
                )
            }
        }
        return problems
    }

    /// A lesson's `## ` sections: title, 1-based line, its number (`3` for `## 3. …`) and how many
    /// code blocks it holds. A `## ` line inside a code block is code.
    static func sections(of markdown: String) -> [(title: String, line: Int, number: String?, codeBlocks: Int)] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let blockLines = Set(MarkdownCodeBlock.blocks(in: markdown).map(\.line))
        var insideBlock = Set<Int>()
        for block in MarkdownCodeBlock.blocks(in: markdown) {
            insideBlock.formUnion(block.line...(block.line + block.lines.count + 1))
        }
        var sections: [(title: String, line: Int, number: String?, codeBlocks: Int)] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if blockLines.contains(number), !sections.isEmpty { sections[sections.count - 1].codeBlocks += 1 }
            guard line.hasPrefix("## "), !insideBlock.contains(number) else { continue }
            let title = String(line.dropFirst(3))
            let prefix = title.prefix { $0.isNumber }
            let numbered = !prefix.isEmpty && title.dropFirst(prefix.count).hasPrefix(".")
            sections.append((title, number, numbered ? String(prefix) : nil, 0))
        }
        return sections
    }

    /// Both lessons carry the same marker comments (`<!-- demo:counter-graph -->` … `<!-- /demo -->`,
    /// around output that a command generates and a test keeps fresh), in the same order: a block
    /// marked in one language only would be refreshed in that language only.
    func markerProblems() -> [String] {
        let englishMarkers = Self.markerComments(in: english)
        let koreanMarkers = Self.markerComments(in: korean)
        guard englishMarkers.map(\.text) != koreanMarkers.map(\.text) else { return [] }
        for (englishMarker, koreanMarker) in zip(englishMarkers, koreanMarkers)
        where englishMarker.text != koreanMarker.text {
            return [
                "\(name): README.md has the marker `\(englishMarker.text)` (line \(englishMarker.line)) where "
                    + "README.ko.md has `\(koreanMarker.text)` (line \(koreanMarker.line)); both lessons need the same markers in the same order."
            ]
        }
        let (longer, file, other) =
            englishMarkers.count > koreanMarkers.count
            ? (englishMarkers, "README.md", "README.ko.md") : (koreanMarkers, "README.ko.md", "README.md")
        let extra = longer[min(englishMarkers.count, koreanMarkers.count)]
        return [
            "\(name): \(file) has the marker `\(extra.text)` (line \(extra.line)) that \(other) lacks; "
                + "both lessons need the same markers in the same order."
        ]
    }

    /// The Korean text is a part of the English one (the top-level README's learner part): every
    /// code block it shows is one of the English blocks, in the English order.
    func partialCodeBlockProblems() -> [String] {
        var remaining = MarkdownCodeBlock.blocks(in: english)[...]
        var problems: [String] = []
        for koreanBlock in MarkdownCodeBlock.blocks(in: korean) {
            if let match = remaining.firstIndex(where: { $0.hasSameContent(as: koreanBlock) }) {
                remaining = remaining[(match + 1)...]
            } else {
                let first = koreanBlock.lines.first ?? ""
                problems.append(
                    "\(name): the code block at line \(koreanBlock.line) of README.ko.md (`\(first)`) "
                        + "is not in README.md after the blocks before it; copy it from README.md unchanged.")
            }
        }
        return problems
    }

    /// Where two blocks first differ, in words.
    private static func firstDifference(_ english: MarkdownCodeBlock, _ korean: MarkdownCodeBlock) -> String {
        if english.info != korean.info {
            return "its language is `\(english.info)` in English and `\(korean.info)` in Korean."
        }
        for (offset, (englishLine, koreanLine)) in zip(english.lines, korean.lines).enumerated()
        where englishLine != koreanLine {
            return "line \(offset + 1) of the block is `\(englishLine)` in English and `\(koreanLine)` in Korean."
        }
        return "the English block has \(english.lines.count) lines and the Korean one \(korean.lines.count)."
    }

    /// Lines that are one HTML comment each, with their 1-based line numbers (inside code blocks
    /// too, where both lessons hold the same lines anyway).
    private static func markerComments(in markdown: String) -> [(text: String, line: Int)] {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("<!--") && text.hasSuffix("-->") ? (text, index + 1) : nil
        }
    }
}
