import Foundation
import Testing

/// The top-level README is a learner's five-minute page (issue 15, item 5): short, and every
/// section it moved elsewhere is one link away, in a file that exists.
@Suite("The top-level README")
struct ReadmeTests {
    static let longestReadme = 160

    @Test("README.md stays a short page", arguments: ["README.md"])
    func readmeIsShort(file: String) throws {
        let text = try #require(CourseLessons.text(at: file), "\(file) is missing")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(
            lines <= Self.longestReadme,
            "\(file) has \(lines) lines, more than \(Self.longestReadme): move reference material into the DocC catalogs and link it"
        )
    }

    @Test(
        "every relative link of the README and its Korean mirror leads to a file",
        arguments: ["README.md", "README.ko.md"])
    func linksResolve(file: String) throws {
        let text = try #require(CourseLessons.text(at: file), "\(file) is missing")
        let links = RelativeLinks(file: file, markdown: text)
        #expect(!links.links.isEmpty, "\(file) links nothing: it should link the chapters and the guides")
        for problem in links.problems(in: CourseLessons.packageRoot) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("a broken link is reported with its line; anchors, addresses and code blocks are not file links")
    func brokenLinkIsFound() throws {
        let markdown = """
            [Guide](Sources/CourseSite/Guides.docc/ThreatModel.md#what-is-defended)
            [Site](https://example.com/x) [Top](#start)
            ```
            [not a link](Nowhere.md)
            ```
            [Gone](Docs/Moved.md)
            """
        let links = RelativeLinks(file: "README.md", markdown: markdown)
        #expect(links.links.map(\.target) == ["Sources/CourseSite/Guides.docc/ThreatModel.md", "Docs/Moved.md"])
        let problems = links.problems(in: CourseLessons.packageRoot)
        #expect(problems.count == 1)
        #expect(try #require(problems.first).contains("line 6: the link to `Docs/Moved.md` leads to no file"))
    }

    @Test("a link from a file in a folder is resolved from that folder")
    func linkFromSubfolder() {
        let links = RelativeLinks(
            file: "Chapters/01-State/README.md", markdown: "[한국어](README.ko.md) [Up](../course.json)")
        #expect(links.problems(in: CourseLessons.packageRoot).isEmpty)
    }
}
