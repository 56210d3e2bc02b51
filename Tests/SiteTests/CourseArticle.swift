import CourseSite
import Foundation

/// A page of the course that is not a chapter (`Chapters/PropertyWrappers.md`, its Korean twin,
/// `Chapters/Glossary.ko.md`), which `.ci/site` writes into the site as a DocC tutorial article
/// when it builds the site (its list `articles="<file>:<page> …"` is read from the script).
struct CourseArticle {
    /// The Markdown file, relative to `Chapters/`.
    let file: String
    /// The article's name: `<doc:…>` in the tables of contents, the last part of its address.
    let page: String

    var isKorean: Bool { page.hasSuffix("-ko") }

    /// The pages `.ci/site` writes.
    static func all(packageRoot: URL = CourseCatalog.inPackage.packageRoot) throws -> [CourseArticle] {
        let script = try String(contentsOf: packageRoot.appendingPathComponent(".ci/site"), encoding: .utf8)
        guard let line = script.split(separator: "\n").first(where: { $0.hasPrefix("articles=\"") }) else {
            throw SiteTestError(".ci/site has no line articles=\"<file>:<page> …\"")
        }
        return line.dropFirst("articles=\"".count).dropLast().split(separator: " ").map { entry in
            let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
            return CourseArticle(file: parts[0], page: parts.count > 1 ? parts[1] : "")
        }
    }

    /// What a page shows, counted: headings (`##` and deeper), table rows, and Mermaid charts.
    struct Structure: Equatable, CustomStringConvertible {
        var headings = 0
        var tableRows = 0
        var charts = 0
        var description: String { "\(headings) headings, \(tableRows) table rows, \(charts) charts" }
    }

    /// Headings and table rows (the header included, the `|---|` line not) of the Markdown,
    /// outside code blocks, and its Mermaid blocks: the article must show as many headings and
    /// rows, and an image for each chart.
    static func structure(ofMarkdown text: String) -> Structure {
        var inCode = false
        var found = Structure()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```mermaid") { found.charts += 1 }
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            if line.hasPrefix("##") { found.headings += 1 }
            if line.hasPrefix("|") && !line.hasPrefix("|---") && !line.hasPrefix("| ---") { found.tableRows += 1 }
        }
        return found
    }

    /// The same counts in a page's render JSON (DocC's `heading`, `table` and `image` nodes of its sections).
    static func structure(ofRenderJSON data: Data) throws -> Structure {
        var found = Structure()
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if object["type"] as? String == "heading" { found.headings += 1 }
                if object["type"] as? String == "image" { found.charts += 1 }
                if object["type"] as? String == "table", let tableRows = object["rows"] as? [Any] {
                    found.tableRows += tableRows.count
                }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        // The page's own content; its `references` also name each image, once more.
        let page = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        walk(page?["sections"] ?? [])
        return found
    }
}
