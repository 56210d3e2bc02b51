import CourseSite
import Foundation
import Testing

/// The pages as a reader reads them (issue 28's review of the site): `PageReadingProbe` measures
/// each page in headless Chromium at 1280 px and on a 390 px phone.
extension BrowserTests {
    /// Every page of the course: the chapters' tutorials, the tables of contents and the
    /// reference articles, in both languages.
    static let readingPages: [String] =
        tutorialPages.map { "tutorials/workbook/\($0.lowercased())" } + [
            "tutorials/workbook", "tutorials/workbook-ko", "tutorials/workbook/propertywrappers",
            "tutorials/workbook/propertywrappers-ko", "tutorials/workbook/glossary-ko",
        ]

    @Test(
        "at 1280 and 390 px: no Korean word broken inside, no English or unfilled DocC label on a Korean page, no wrapped No Preview badge, no table cut, no code line over 100 columns; at 1280 px every graph's smallest text is at least 11 px and no two of its labels overlap; every chapter links the sources its lesson cites",
        arguments: readingPages)
    func readsWell(page: String) throws {
        let browser = try requiredBrowser()
        let site = try ConvertedSite.site()
        let server = try StaticSiteServer(
            serving: site.outputDirectory, under: site.hostingBasePath, injecting: PageProbe.script)
        defer { server.stop() }
        for width in [1280, 390] {
            let reading = try measure(server.siteURL + page, on: server, width: width, browser: browser).reading
            let at = "\(page) at \(width) px"
            #expect(
                reading.wordBreaks.count == 0,
                "\(at): \(reading.wordBreaks.count) elements may break a word inside: \(reading.wordBreaks.samples)")
            #expect(
                reading.labels.count == 0,
                "\(at): \(reading.labels.count) DocC labels in English or unfilled: \(reading.labels.samples)")
            #expect(reading.wrappedBadges == 0, "\(at): \(reading.wrappedBadges) No Preview badges wrap over the code")
            #expect(reading.cutTables.isEmpty, "\(at): tables cut: \(reading.cutTables)")
            #expect(
                reading.longLines.count == 0,
                "\(at): \(reading.longLines.count) code lines over 100 columns: \(reading.longLines.samples)")
            if width == 1280 {
                for graph in reading.graphs {
                    #expect(
                        graph.smallestText >= 11, "\(at): \(graph.name)'s smallest text is \(graph.smallestText) px")
                    #expect(graph.overlapCount == 0, "\(at): \(graph.name) has overlapping labels: \(graph.overlaps)")
                }
                if let chapter = Self.tutorialPages.first(where: { page.hasSuffix("/" + $0.lowercased()) }) {
                    #expect(reading.externalLinks > 0, "\(chapter) links none of the sources its lesson cites")
                }
            }
        }
    }

    @Test(
        "the reading probe sees a Korean word that may break, an English label, a wrapped badge, a cut table, small and overlapping graph text, a long code line and an external link (a page made to fail)"
    )
    func readingProbeSeesWhatIsWrong() throws {
        let browser = try requiredBrowser()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reading-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <svg xmlns="http://www.w3.org/2000/svg" width="1000pt" height="100pt" viewBox="0 0 1000 100">
        <g class="edge"><text x="10" y="50" font-size="14">owns</text></g>
        <g class="edge"><text x="12" y="52" font-size="10">writes</text></g>
        </svg>
        """.write(to: folder.appendingPathComponent("Demo-x-graph.svg"), atomically: true, encoding: .utf8)
        let long = String(repeating: "x", count: 120)
        try """
        <!DOCTYPE html><html lang="ko-KR"><head><meta charset="utf-8"></head><body><div id="app"><main><div class="sections">
        <p style="word-break: break-word">리듀서는 상태를 바꿉니다</p>
        <span>Get started</span>
        <span class="toggle-preview" style="display: inline-block; width: 30px">미리보기 없음</span>
        <div style="width: 200px; overflow-x: auto"><table style="width: 600px"><tr><td>표</td></tr></table></div>
        <img src="Demo-x-graph.svg" style="width: 200px">
        <pre><code><span class="code-line">\(long)</span></code></pre>
        <a href="https://developer.apple.com/documentation/swiftui">Apple</a>
        </div></main></div></body></html>
        """.write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let server = try StaticSiteServer(serving: folder, under: "", injecting: PageProbe.script)
        defer { server.stop() }
        let reading = try measure(server.siteURL, on: server, width: 1280, browser: browser).reading
        #expect(reading.wordBreaks.count >= 1, "\(reading.wordBreaks)")
        #expect(reading.labels.samples.contains("Get started"), "\(reading.labels)")
        #expect(reading.wrappedBadges == 1)
        #expect(reading.cutTables.count == 1, "\(reading.cutTables)")
        let graph = try #require(reading.graphs.first, "the probe measured no graph")
        #expect(graph.smallestText < 11 && graph.overlapCount == 1, "\(graph)")
        #expect(reading.longLines.count == 1)
        #expect(reading.externalLinks == 1)
    }
}
