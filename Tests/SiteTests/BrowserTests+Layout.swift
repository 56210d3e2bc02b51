import CourseSite
import Foundation
import Testing

/// The tutorial pages as a reader sees them: `PageProbe` measures each page in headless Chromium
/// (served with the probe added), and a screenshot of each is saved for a person to look at.
extension BrowserTests {
    /// Every chapter's tutorial page, English then Korean.
    static let tutorialPages: [String] = ((try? CatalogTests.chapters()) ?? []).flatMap { [$0, $0 + "-ko"] }

    /// Where the screenshots go: `WORKBOOK_SITE_SCREENSHOTS`, or `.build/site-tests/screenshots`.
    static var screenshotFolder: URL {
        if let folder = ProcessInfo.processInfo.environment["WORKBOOK_SITE_SCREENSHOTS"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        return CourseCatalog.inPackage.packageRoot.appendingPathComponent(".build/site-tests/screenshots")
    }

    /// The measurements of `url`, in a window `width` pixels wide, or in a frame that wide when
    /// the window cannot be (a phone's width: see `PageProbeFrame`).
    func measure(
        _ url: String, on server: StaticSiteServer, width: Int, browser: HeadlessBrowser
    ) throws
        -> PageMeasurements
    {
        let address: String
        if width < 500 {
            let frame = server.root.appendingPathComponent(PageProbeFrame.fileName)
            try PageProbeFrame.html.write(to: frame, atomically: true, encoding: .utf8)
            let query = url.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? url
            address = server.siteURL + PageProbeFrame.fileName + "?width=\(width)&height=844&src=\(query)"
        } else {
            address = url
        }
        let dom = try browser.renderedDOM(of: address, width: max(width, 500), height: 1600)
        guard let measurements = try PageMeasurements.read(fromDOM: dom) else {
            throw SiteTestError("the probe wrote no measurements on \(address); the page did not finish drawing")
        }
        return measurements
    }

    @Test(
        "each chapter's tutorial, in both languages, at 1280 px: no sideways scrolling, its demo's trace whole and uncut in the code pane, its graph drawn, Hangul in real glyphs, its language declared; at 390 px: no sideways scrolling",
        arguments: tutorialPages)
    func looksRight(page: String) throws {
        let browser = try requiredBrowser()
        let site = try ConvertedSite.site()
        let server = try StaticSiteServer(
            serving: site.outputDirectory, under: site.hostingBasePath, injecting: PageProbe.script)
        defer { server.stop() }
        let url = server.siteURL + "tutorials/workbook/\(page.lowercased())"
        let source = try TutorialSource.named(page)
        let korean = page.hasSuffix("-ko")

        let wide = try measure(url, on: server, width: 1280, browser: browser)
        #expect(wide.lang == (korean ? "ko-KR" : "en-US"), "\(page) declares the language \(wide.lang ?? "none")")
        if korean { #expect(wide.path.contains("/ko-KR/"), "\(page) is not shown under DocC's Korean locale") }
        #expect(
            !wide.scrollsSideways,
            "\(page) is \(wide.pageWidth) px wide in a \(wide.viewportWidth) px window; sticking out: \(wide.overflowing)"
        )
        #expect(
            wide.hangul.missing.isEmpty,
            "\(page) draws these Hangul syllables as the missing-glyph box: \(wide.hangul.missing) (fonts: \(wide.hangul.fonts))"
        )
        if korean {
            #expect(wide.hangul.checked > 20, "\(page) shows almost no Hangul: \(wide.hangul.checked) syllables")
        }

        for trace in source.codeFiles.filter({ $0.hasPrefix("Demo-") && $0.hasSuffix("-trace.txt") }) {
            let demo = String(trace.dropFirst("Demo-".count).dropLast("-trace.txt".count))
            let file = CourseCatalog.inPackage.url.appendingPathComponent("Code").appendingPathComponent(trace)
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            let shown = wide.visibleTraces.filter { $0.name == "checker demo \(demo)" }
            #expect(shown.count == 1, "\(page) does not show the trace of \(demo) in its code pane: \(wide.traces)")
            for listing in shown {
                #expect(
                    listing.lines == lines.count, "\(page) shows \(listing.lines) of the \(lines.count) trace lines")
                #expect(listing.cutCount == 0, "\(page) cuts \(listing.cutCount) trace lines: \(listing.cut)")
            }
            let image = (korean ? TutorialLanguage.korean : .english).graphImage(demo: demo)
            let graph = wide.images.first { $0.src.hasSuffix("/" + image) }
            #expect(graph != nil, "\(page) does not show the graph of \(demo): \(wide.images.map(\.src))")
            #expect((graph?.width ?? 0) > 0, "the graph of \(demo) did not load on \(page)")
        }

        let phone = try measure(url, on: server, width: 390, browser: browser)
        #expect(
            !phone.scrollsSideways,
            "\(page) is \(phone.pageWidth) px wide on a \(phone.viewportWidth) px phone; sticking out: \(phone.overflowing)"
        )
        #expect(phone.hangul.missing.isEmpty, "\(page) on a phone draws missing-glyph boxes: \(phone.hangul.missing)")

        let shots = try StaticSiteServer(
            serving: site.outputDirectory, under: site.hostingBasePath, injecting: PageProbe.screenshotScript)
        defer { shots.stop() }
        try FileManager.default.createDirectory(at: Self.screenshotFolder, withIntermediateDirectories: true)
        try browser.screenshot(
            of: shots.siteURL + "tutorials/workbook/\(page.lowercased())",
            to: Self.screenshotFolder.appendingPathComponent("\(page).png"), width: 1280, height: 2000)
    }

    @Test("the probe sees a cut trace line and a page wider than its window (a page made to fail)")
    func probeSeesWhatIsWrong() throws {
        let browser = try requiredBrowser()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = String(repeating: "update: a line too long for its pane ", count: 6)
        try """
        <!DOCTYPE html><html lang="en-US"><body><div id="app"><main><div class="sections">
        <div class="code-listing"><span class="filename">checker demo broken</span>
        <div style="width: 300px; overflow: auto"><pre><code><span class="code-line">update: mount</span>
        <span class="code-line">\(long)</span></code></pre></div></div>
        <div style="width: 1700px">wider than the window</div>
        </div></main></div></body></html>
        """.write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let server = try StaticSiteServer(serving: folder, under: "", injecting: PageProbe.script)
        defer { server.stop() }
        let page = try measure(server.siteURL, on: server, width: 1280, browser: browser)
        let trace = try #require(page.visibleTraces.first)
        #expect(trace.lines == 2 && trace.cutCount == 1, "\(trace)")
        #expect(page.scrollsSideways && page.pageWidth >= 1700)
        #expect(page.hangul.checked == 0)
    }

    @Test("the probe sees Hangul drawn as missing-glyph boxes when the browser has no Korean font")
    func probeSeesMissingHangul() throws {
        let browser = try requiredBrowser()
        // A font configuration with the machine's fonts that have no Hangul (DejaVu, Liberation).
        let latinFolders = [
            "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation2",
            "/usr/share/fonts/truetype/liberation",
        ].filter { FileManager.default.fileExists(atPath: $0) }
        try #require(!latinFolders.isEmpty, "no font folder without Hangul to test with")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent("fonts.conf")
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
        \(latinFolders.map { "<dir>\($0)</dir>" }.joined(separator: "\n"))
        <cachedir>\(folder.path)/cache</cachedir>
        </fontconfig>
        """.write(to: configuration, atomically: true, encoding: .utf8)
        let latinOnly = HeadlessBrowser(
            executable: browser.executable, environment: ["FONTCONFIG_FILE": configuration.path])

        let site = try ConvertedSite.site()
        let server = try StaticSiteServer(
            serving: site.outputDirectory, under: site.hostingBasePath, injecting: PageProbe.script)
        defer { server.stop() }
        let page = try measure(
            server.siteURL + "tutorials/workbook/01-state-ko", on: server, width: 1280, browser: latinOnly)
        #expect(page.hangul.checked > 20)
        #expect(!page.hangul.missing.isEmpty, "without a Korean font, no Hangul syllable was found missing")
    }
}

extension BrowserTests {
    @Test(
        "the tables of contents, the reference, the guides and the course's comparison and glossary pages do not scroll sideways at 1280 px or on a 390 px phone, and draw Hangul",
        arguments: [
            "tutorials/workbook", "tutorials/workbook-ko", "documentation/dataflow", "documentation/dataflow/viewhost",
            "documentation/guides", "documentation/guides/forcourseauthors",
            "tutorials/workbook/propertywrappers", "tutorials/workbook/propertywrappers-ko",
            "tutorials/workbook/glossary-ko",
        ])
    func otherPagesFit(page: String) throws {
        let browser = try requiredBrowser()
        let site = try ConvertedSite.site()
        let server = try StaticSiteServer(
            serving: site.outputDirectory, under: site.hostingBasePath, injecting: PageProbe.script)
        defer { server.stop() }
        for width in [1280, 390] {
            let measured = try measure(server.siteURL + page, on: server, width: width, browser: browser)
            #expect(
                !measured.scrollsSideways,
                "\(page) is \(measured.pageWidth) px wide in a \(measured.viewportWidth) px window; sticking out: \(measured.overflowing)"
            )
            #expect(measured.hangul.missing.isEmpty, "\(page) draws missing-glyph boxes: \(measured.hangul.missing)")
        }
    }
}
