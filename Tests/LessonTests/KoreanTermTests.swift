import Foundation
import Testing

/// Korean that keeps to one term per concept (issue 28, item 4): the glossary's table of spellings
/// the course does not use is the rule, and every Korean page (each `*.ko.md` under `Chapters/`
/// but the glossary itself, `README.ko.md`, and what the site adds to the pages it writes from them:
/// its overview and the chapters' quizzes) is checked against it.
@Suite("Korean terms")
struct KoreanTermTests {
    /// The Korean pages, relative to the package root.
    static func koreanPages() -> [String] {
        let chapters = CourseLessons.packageRoot.appending(path: "Chapters")
        let enumerator = FileManager.default.enumerator(atPath: chapters.path)
        var pages: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".ko.md"), "Chapters/\(path)" != KoreanGlossary.path { pages.append("Chapters/\(path)") }
        }
        let site = "Sources/CourseSite/Workbook.docc"
        let quizzes =
            (try? FileManager.default.contentsOfDirectory(
                atPath: CourseLessons.packageRoot.appending(path: "\(site)/Quizzes").path)) ?? []
        return pages.sorted() + ["README.ko.md", "\(site)/Tutorials/Workbook-ko.tutorial"]
            + quizzes.filter { $0.hasSuffix("-ko.quiz") }.sorted().map { "\(site)/Quizzes/\($0)" }
    }

    static func glossary() throws -> KoreanGlossary {
        KoreanGlossary(markdown: try #require(CourseLessons.text(at: KoreanGlossary.path)))
    }

    @Test("the glossary lists the spellings the course avoids, each with the term to use")
    func glossaryHasRules() throws {
        let rules = try Self.glossary().discouraged
        #expect(rules.count >= 20, "the glossary's table \(KoreanGlossary.sectionHeading) has \(rules.count) spellings")
        #expect(rules.allSatisfy { !$0.preferred.isEmpty }, "a discouraged spelling names no term to use instead")
        #expect(rules.contains(.init(spelling: "기능", preferred: ["피처"])))
    }

    @Test("no Korean page uses a spelling the glossary avoids", arguments: koreanPages())
    func pageKeepsToGlossary(page: String) throws {
        let text = try #require(CourseLessons.text(at: page), "\(page) cannot be read")
        for problem in try Self.glossary().problems(inPage: page, markdown: text) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("a discouraged spelling in prose is found; in code, in a link target or inside the preferred term it is not")
    func checkFindsProseOnly() {
        let glossary = KoreanGlossary(
            markdown: """
                # 용어집
                | 참고 자료 | 용어 |
                |---|---|
                | `기능` | 아님 |
                ## 쓰지 않는 표기
                | 쓰지 않는 표기 | 이 코스의 용어 |
                |---|---|
                | `기능` | `피처` |
                | `알림` | `알림창` |
                ## 다음 절
                | `꺼내기` | `팝` |
                """)
        #expect(glossary.discouraged.map(\.spelling) == ["기능", "알림"])
        let page = """
            이 기능은 리듀서입니다.
            알림창을 띄웁니다. `let 기능 = 1`
            [링크](기능.md)
            ```swift
            // 알림
            ```
            알림을 띄웁니다.
            """
        let problems = glossary.problems(inPage: "A.ko.md", markdown: page)
        #expect(problems.count == 2)
        #expect(problems.first?.hasPrefix("A.ko.md:1 writes \"기능\"; the glossary's term is \"피처\"") == true)
        #expect(problems.last?.hasPrefix("A.ko.md:7 writes \"알림\"") == true)
    }
}
