import CourseSite
import Foundation
import Testing

/// The course site in a real browser: the static site is served on 127.0.0.1 and headless
/// Chromium loads tutorial pages, runs DocC's renderer, and the rendered page must show its
/// sections, its steps and its code.
///
/// Without Chromium these tests are skipped with a message saying how to install it, except in CI
/// (`CI=true`), where a missing browser fails them (`ToolRequirement`); `.ci/run` installs Debian's
/// `chromium`. Set `WORKBOOK_SITE_SCREENSHOTS=<folder>` to also save screenshots of the pages.
@Suite(
    .serialized,
    .enabled(if: ToolRequirement.chromium.testsRun, Comment(rawValue: ToolRequirement.chromium.skipMessage)),
    .enabled(if: ConvertedSite.buildable, ConvertedSite.skipMessage))
struct BrowserTests {
    /// The browser, or an issue saying why it is missing (only reached in CI: elsewhere the suite is skipped).
    func requiredBrowser() throws -> HeadlessBrowser {
        let requirement = ToolRequirement.chromium
        guard let tool = requirement.tool else {
            throw MissingTool(message: requirement.missingInContinuousIntegration)
        }
        return HeadlessBrowser(executable: tool)
    }

    @Test(
        "headless Chromium renders a tutorial page with its sections, its steps and its first code listing",
        arguments: ["01-State", "01-State-ko", "05-Reducers-ko"])
    func rendersTutorial(page: String) throws {
        let browser = try requiredBrowser()
        let site = try ConvertedSite.site()
        let server = try StaticSiteServer(serving: site.outputDirectory, under: site.hostingBasePath)
        defer { server.stop() }
        let url = server.siteURL + "tutorials/workbook/\(page.lowercased())"
        let dom = try browser.renderedDOM(of: url)
        let text = RenderedText(html: dom)
        let source = try TutorialSource.named(page)

        #expect(server.filesServed > 5, "the browser fetched almost nothing from \(url)")
        #expect(!text.contains("doc://"), "the rendered \(page) shows a link DocC could not resolve")
        for title in source.sectionTitles {
            #expect(text.contains(title), "the rendered \(page) lacks its section \"\(title)\"")
        }
        #expect(
            dom.components(separatedBy: "class=\"step-container").count - 1 == source.stepCount,
            "the rendered \(page) does not show its \(source.stepCount) steps")
        #expect(text.contains("Step 1") || text.contains("단계 1") || text.contains("1단계"))

        // The first step's listing is on screen: every line of the real file, highlighted.
        let firstListing = try #require(source.codeFiles.first)
        let file = CourseCatalog.inPackage.url.appendingPathComponent("Code").appendingPathComponent(firstListing)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let missing = lines.filter { !text.contains($0) }
        #expect(missing.isEmpty, "the rendered \(page) lacks these lines of \(firstListing): \(missing.prefix(5))")
        #expect(dom.contains("class=\"code-line"), "the listing is not rendered as DocC's code listing")
        if source.codeFiles.contains(where: { $0.hasPrefix("Demo-") }) {
            // The demo's trace is a listing of the code pane, one highlighted line per trace line.
            #expect(text.contains("update: mount"), "the rendered \(page) lacks its demo trace")
        }

        if let folder = ProcessInfo.processInfo.environment["WORKBOOK_SITE_SCREENSHOTS"], !folder.isEmpty {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try browser.screenshot(of: url, to: URL(fileURLWithPath: folder).appendingPathComponent("\(page).png"))
        }
    }

    @Test("the site's root address opens the English table of contents")
    func rootOpensTheCourse() throws {
        let browser = try requiredBrowser()
        let site = try ConvertedSite.site()
        let server = try StaticSiteServer(serving: site.outputDirectory, under: site.hostingBasePath)
        defer { server.stop() }
        let text = RenderedText(html: try browser.renderedDOM(of: server.siteURL))
        #expect(
            text.contains("SwiftUI data flow and reducers, on any machine that runs Swift"),
            "the root \(server.siteURL) does not lead to the course")
        #expect(text.contains("Get started"))
    }

    @Test("the tables of contents render in the browser and lead to every chapter")
    func rendersTablesOfContents() throws {
        let browser = try requiredBrowser()
        let site = try ConvertedSite.site()
        let server = try StaticSiteServer(serving: site.outputDirectory, under: site.hostingBasePath)
        defer { server.stop() }
        for (page, chapters) in [
            ("workbook", ["State", "Binding", "Observed Objects", "Environment", "Reducers"]),
            (
                "workbook-ko",
                ["상태(State)", "바인딩(Binding)", "관찰 객체(Observed Objects)", "환경(Environment)", "리듀서(Reducers)"]
            ),
        ] {
            let dom = try browser.renderedDOM(of: server.siteURL + "tutorials/\(page)")
            let text = RenderedText(html: dom)
            for chapter in chapters {
                #expect(text.contains(chapter), "the \(page) table of contents lacks \"\(chapter)\"")
            }
            #expect(!text.contains("doc://"), "the \(page) table of contents shows a link DocC could not resolve")
            // Links to a Korean page lead to its address under DocC's Korean locale, /ko-KR/.
            let otherLanguage = page == "workbook" ? "ko-KR/tutorials/workbook-ko" : "tutorials/workbook"
            #expect(
                dom.contains("href=\"\(site.hostingBasePath)/\(otherLanguage)\""),
                "the \(page) table of contents does not link to \(otherLanguage)")
            if let folder = ProcessInfo.processInfo.environment["WORKBOOK_SITE_SCREENSHOTS"], !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try browser.screenshot(
                    of: server.siteURL + "tutorials/\(page)",
                    to: URL(fileURLWithPath: folder).appendingPathComponent("\(page).png"))
            }
        }
    }
}

/// A program the tests need is missing where it must not be.
struct MissingTool: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The text a rendered page shows: its DOM without scripts, styles and tags, entities decoded.
struct RenderedText {
    let text: String

    init(html: String) {
        var body = html
        for element in ["script", "style"] {
            body = body.replacingOccurrences(
                of: "<\(element)[^>]*>[\\s\\S]*?</\(element)>", with: "",
                options: .regularExpression)
        }
        // A tag is not a space: DocC splits a highlighted line into one element per token.
        body = body.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        text = RenderedText.decodingEntities(body)
    }

    func contains(_ fragment: String) -> Bool { text.contains(fragment) }

    static func decodingEntities(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(after: rest.startIndex)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}"]
            var decoded: String?
            if let value = named[String(name)] {
                decoded = value
            } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16) {
                decoded = Unicode.Scalar(code).map { String(Character($0)) }
            } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()) {
                decoded = Unicode.Scalar(code).map { String(Character($0)) }
            }
            if let decoded {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
