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

    /// Headings (`##` and deeper) and table rows (the header included, the `|---|` line not) of
    /// the Markdown, outside code blocks: what the article must show as many of.
    static func structure(ofMarkdown text: String) -> (headings: Int, tableRows: Int) {
        var inCode = false
        var headings = 0
        var rows = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            if line.hasPrefix("##") { headings += 1 }
            if line.hasPrefix("|") && !line.hasPrefix("|---") && !line.hasPrefix("| ---") { rows += 1 }
        }
        return (headings, rows)
    }

    /// The same counts in a page's render JSON (DocC's `heading` and `table` nodes).
    static func structure(ofRenderJSON data: Data) throws -> (headings: Int, tableRows: Int) {
        var headings = 0
        var rows = 0
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if object["type"] as? String == "heading" { headings += 1 }
                if object["type"] as? String == "table", let tableRows = object["rows"] as? [Any] {
                    rows += tableRows.count
                }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: data))
        return (headings, rows)
    }
}
