import CourseSite
import Foundation
import Testing

/// The course's pages beside the chapters (the property wrappers side by side, in English and
/// Korean, and the Korean glossary) are on the site, written from their Markdown when the site is
/// built, and the tables of contents lead to them.
@Suite struct CourseArticleTests {
    @Test(
        "every Markdown page in Chapters/ besides the lessons is an article of the site, listed in its language's table of contents"
    )
    func everyCoursePageIsListed() throws {
        let root = CourseCatalog.inPackage.packageRoot
        let articles = try CourseArticle.all()
        let chapters = root.appendingPathComponent("Chapters")
        let pages = try FileManager.default.contentsOfDirectory(atPath: chapters.path).filter { $0.hasSuffix(".md") }
        #expect(
            Set(articles.map(\.file)) == Set(pages),
            "Chapters/ has pages the site does not show, or the other way round")
        #expect(
            articles.contains { $0.file == "PropertyWrappers.md" } && articles.contains { $0.file == "Glossary.ko.md" })
        let english = try TutorialSource.named("Workbook")
        let korean = try TutorialSource.named("Workbook-ko")
        for article in articles {
            let tableOfContents = article.isKorean ? korean : english
            #expect(
                tableOfContents.text.contains("@TutorialReference(tutorial: \"doc:\(article.page)\")"),
                "\(tableOfContents.name) does not list \(article.page) (Chapters/\(article.file))")
        }
    }

    @Test(
        "each such page is on the site, with the headings and table rows of its Markdown and its charts drawn",
        .enabled(if: ConvertedSite.buildable, ConvertedSite.skipMessage))
    func pagesAreOnTheSite() throws {
        let site = try ConvertedSite.site()
        let chapters = CourseCatalog.inPackage.packageRoot.appendingPathComponent("Chapters")
        for article in try CourseArticle.all() {
            let address = "tutorials/workbook/\(article.page.lowercased())"
            let html = site.outputDirectory.appendingPathComponent(address + "/index.html")
            #expect(FileManager.default.fileExists(atPath: html.path), "no page for \(article.page) at \(html.path)")
            let data = try Data(contentsOf: site.outputDirectory.appendingPathComponent("data/\(address).json"))
            let markdown = try String(contentsOf: chapters.appendingPathComponent(article.file), encoding: .utf8)
            let expected = CourseArticle.structure(ofMarkdown: markdown)
            let shown = try CourseArticle.structure(ofRenderJSON: data)
            #expect(expected.tableRows > 0)
            #expect(shown == expected, "\(article.page) shows \(shown); Chapters/\(article.file) has \(expected)")
            #expect(
                !String(decoding: data, as: UTF8.self).contains("\"syntax\":\"mermaid\""),
                "\(article.page) shows a Mermaid block as code; the site draws it as an image")
        }
    }
}
