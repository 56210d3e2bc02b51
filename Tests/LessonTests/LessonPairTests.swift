import Testing

/// The drift checks themselves: each kind of drift between a lesson and its Korean version is
/// reported, and a faithful pair passes.
@Suite("Lesson pair checks")
struct LessonPairTests {
    static let english = """
        **English** · [한국어](README.ko.md)

        # Chapter 9: Example

        Some text.

        ```swift
        let host = ViewHost(PlayerView())
        ```

        - A list item with a command:

          ```
          swift run checker
          ```
        """

    static let korean = """
        [English](README.md) · **한국어**

        # 9장: 예제

        설명.

        ```swift
        let host = ViewHost(PlayerView())
        ```

        명령:

        ```
        swift run checker
        ```
        """

    @Test("a faithful pair, with a block indented in a list in one language only, has no problem")
    func faithfulPair() {
        let pair = LessonPair(name: "Chapter 9", english: Self.english, korean: Self.korean)
        #expect(pair.linkProblems().isEmpty)
        #expect(pair.codeBlockProblems().isEmpty)
    }

    @Test("a code line changed in the Korean lesson is reported with both versions of the line")
    func changedLine() throws {
        let drifted = Self.korean.replacingOccurrences(
            of: "ViewHost(PlayerView())", with: "ViewHost(PlayerView(episode: e))")
        let problems = LessonPair(name: "Chapter 9", english: Self.english, korean: drifted).codeBlockProblems()
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.contains("code block 1"))
        #expect(problem.contains("`let host = ViewHost(PlayerView())` in English"))
        #expect(problem.contains("`let host = ViewHost(PlayerView(episode: e))` in Korean"))
    }

    @Test("a translated comment inside code is drift too: code stays identical")
    func translatedComment() {
        let english = "[한국어](README.ko.md)\n# A\n```swift\nlet x = 1 // one\n```\n"
        let korean = "[English](README.md)\n# 가\n```swift\nlet x = 1 // 하나\n```\n"
        #expect(LessonPair(name: "A", english: english, korean: korean).codeBlockProblems().count == 1)
    }

    @Test("a block missing from the Korean lesson is reported, with the English line it starts at")
    func missingBlock() throws {
        let shorter = Self.korean.components(separatedBy: "명령:")[0]
        let problems = LessonPair(name: "Chapter 9", english: Self.english, korean: shorter).codeBlockProblems()
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.contains("README.md has 2 code blocks and README.ko.md has 1"))
        #expect(problem.contains("block 2 (line 13) is missing from README.ko.md"))
    }

    @Test("blocks in another order are reported")
    func reordered() {
        let english = "[한국어](README.ko.md)\n# A\n```\none\n```\n```\ntwo\n```\n"
        let korean = "[English](README.md)\n# 가\n```\ntwo\n```\n```\none\n```\n"
        #expect(LessonPair(name: "A", english: english, korean: korean).codeBlockProblems().count == 2)
    }

    @Test("another language tag on the same code is reported")
    func otherLanguage() throws {
        let korean = Self.korean.replacingOccurrences(of: "```swift", with: "```")
        let problems = LessonPair(name: "Chapter 9", english: Self.english, korean: korean).codeBlockProblems()
        #expect(try #require(problems.first).contains("its language is `swift` in English and `` in Korean"))
    }

    @Test("a missing link on either side is reported, and a link below the title does not count")
    func missingLinks() {
        let englishWithoutLink = Self.english.replacingOccurrences(of: "**English** · [한국어](README.ko.md)\n", with: "")
        let koreanLinkBelowTitle =
            Self.korean.replacingOccurrences(of: "[English](README.md) · **한국어**\n", with: "")
            + "\n[English](README.md)\n"
        let problems = LessonPair(name: "Chapter 9", english: englishWithoutLink, korean: koreanLinkBelowTitle)
            .linkProblems()
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("README.md does not link the Korean lesson") })
        #expect(problems.contains { $0.contains("README.ko.md does not link the English lesson") })
    }

    @Test("a fence inside a longer fence is content, and an unclosed block runs to the end")
    func fenceParsing() {
        let markdown = "````markdown\n```swift\nx\n```\n````\ntext\n~~~sh\nswift test\n"
        let blocks = MarkdownCodeBlock.blocks(in: markdown)
        #expect(blocks.map(\.info) == ["markdown", "sh"])
        #expect(blocks.first?.lines == ["```swift", "x", "```"])
        #expect(blocks.last?.lines == ["swift test", ""])
    }

    @Test("a partial translation may leave blocks out, but not change or reorder them")
    func partialTranslation() {
        let english = "[한국어](README.ko.md)\n# A\n```\none\n```\n```\ntwo\n```\n```\nthree\n```\n"
        let faithful = "[English](README.md)\n# 가\n```\none\n```\n```\nthree\n```\n"
        let reordered = "[English](README.md)\n# 가\n```\nthree\n```\n```\none\n```\n"
        let changed = "[English](README.md)\n# 가\n```\nfour\n```\n"
        #expect(LessonPair(name: "A", english: english, korean: faithful).partialCodeBlockProblems().isEmpty)
        #expect(LessonPair(name: "A", english: english, korean: reordered).partialCodeBlockProblems().count == 1)
        #expect(LessonPair(name: "A", english: english, korean: changed).partialCodeBlockProblems().count == 1)
    }

    @Test("generated-output markers must be the same in both lessons, in the same order")
    func markers() throws {
        let graph = "<!-- demo:counter-graph -->\n```mermaid\nflowchart LR\n```\n<!-- /demo -->\n"
        let english = "[한국어](README.ko.md)\n# A\n" + graph
        let koreanWithout = "[English](README.md)\n# 가\n```mermaid\nflowchart LR\n```\n"
        let koreanRenamed =
            "[English](README.md)\n# 가\n" + graph.replacingOccurrences(of: "counter-graph", with: "counter-trace")
        let koreanSame = "[English](README.md)\n# 가\n" + graph
        #expect(LessonPair(name: "A", english: english, korean: koreanSame).markerProblems().isEmpty)
        let missing = try #require(
            LessonPair(name: "A", english: english, korean: koreanWithout).markerProblems().first)
        #expect(
            missing.contains("README.md has the marker `<!-- demo:counter-graph -->` (line 3) that README.ko.md lacks"))
        let renamed = try #require(
            LessonPair(name: "A", english: english, korean: koreanRenamed).markerProblems().first)
        #expect(renamed.contains("where README.ko.md has `<!-- demo:counter-trace -->`"))
    }

    @Test("sections: another count, another number, or a code block in another section is reported")
    func sections() throws {
        let english = "[한국어](README.ko.md)\n# A\n## 1. One\n```\none\n```\n## 2. Two\ntext\n## Key points\n"
        let faithful = "[English](README.md)\n# 가\n## 1. 하나\n```\none\n```\n## 2. 둘\n글\n## 핵심 정리\n"
        let moved = "[English](README.md)\n# 가\n## 1. 하나\n## 2. 둘\n```\none\n```\n## 핵심 정리\n"
        let renumbered = faithful.replacingOccurrences(of: "## 2. 둘", with: "## 3. 둘")
        let fewer = faithful.replacingOccurrences(of: "## 핵심 정리\n", with: "")
        #expect(LessonPair(name: "A", english: english, korean: faithful).sectionProblems().isEmpty)
        #expect(LessonPair(name: "A", english: english, korean: moved).sectionProblems().count == 2)
        let numbered = try #require(
            LessonPair(name: "A", english: english, korean: renumbered).sectionProblems().first)
        #expect(numbered.contains("is numbered 2 where README.ko.md's \"3. 둘\""))
        let count = try #require(LessonPair(name: "A", english: english, korean: fewer).sectionProblems().first)
        #expect(count.contains("README.md has 3 sections (`## ` headings) and README.ko.md has 2"))
    }

    @Test("a `## ` line inside a code block is not a section")
    func headingInCode() {
        let markdown = "# A\n## 1. One\n```markdown\n## not a section\n```\n"
        #expect(LessonPair.sections(of: markdown).map(\.title) == ["1. One"])
        #expect(LessonPair.sections(of: markdown).first?.codeBlocks == 1)
    }
}
