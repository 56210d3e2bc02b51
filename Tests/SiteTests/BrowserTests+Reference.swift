import CourseSite
import Foundation
import Testing

extension BrowserTests {
    @Test(
        "the DataFlow reference and the guides render in the browser: landing pages, an article, a symbol",
        arguments: [
            ("documentation/dataflow", "Hosting, finding and acting"),
            ("documentation/dataflow/viewhost", "ViewHost"),
            ("documentation/dataflow/howanupdateworks", "A state write marks as dirty every view whose body read it"),
            ("documentation/guides", "For course authors"),
            ("documentation/guides/threatmodel", "grading never trusts the learner"),
        ])
    func rendersReference(page: String, expected: String) throws {
        let browser = try requiredBrowser()
        let site = try ConvertedSite.site()
        let server = try StaticSiteServer(serving: site.outputDirectory, under: site.hostingBasePath)
        defer { server.stop() }
        let text = RenderedText(html: try browser.renderedDOM(of: server.siteURL + page))
        #expect(text.contains(expected), "the rendered \(page) lacks \"\(expected)\"")
        #expect(!text.contains("doc://"), "the rendered \(page) shows a link DocC could not resolve")
        #expect(!text.contains("The page you're looking for can't be found"), "\(page) is not found in the browser")
    }
}
