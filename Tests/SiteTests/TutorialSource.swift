import CourseSite
import Foundation

/// One `.tutorial` file of the catalog, read as text: enough of DocC's directive syntax to know
/// its sections, steps, code listings and links.
struct TutorialSource {
    /// The file's name without its extension: the page's name in `<doc:…>` links and URLs.
    let name: String
    let text: String

    static func all(in catalog: CourseCatalog = .inPackage) throws -> [TutorialSource] {
        try catalog.files(withExtension: "tutorial").map { path in
            TutorialSource(
                name: ((path as NSString).lastPathComponent as NSString).deletingPathExtension,
                text: try String(contentsOf: catalog.url.appendingPathComponent(path), encoding: .utf8))
        }
    }

    static func named(_ name: String) throws -> TutorialSource {
        guard let found = try all().first(where: { $0.name == name }) else {
            throw SiteTestError("The catalog has no tutorial named \(name).tutorial.")
        }
        return found
    }

    /// True for a chapter's tutorial page, false for a table of contents (`@Tutorials`).
    var isTutorialPage: Bool { text.hasPrefix("@Tutorial(") }

    /// The `file:` of every `@Code` directive, in order.
    var codeFiles: [String] { captures(of: #"@Code\(name: "[^"]*", file: "([^"]+)"\)"#) }

    /// The title of every `@Section`, in order.
    var sectionTitles: [String] { captures(of: #"@Section\(title: "([^"]+)"\)"#) }

    /// How many `@Step`s the page has.
    var stepCount: Int { text.components(separatedBy: "@Step {").count - 1 }

    /// The `<doc:…>` and `[text](doc:…)` links on the page.
    var links: [String] { captures(of: #"(?:<doc:|\]\(doc:)([^>)]+)[>)]"#) }

    private func captures(of pattern: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}

/// The chapters the course manifest lists, with their exercise ids when the chapter has a manifest.
struct CourseChapter {
    /// `01-State`
    let folder: String
    let exerciseIDs: [String]

    static func all(packageRoot: URL = CourseCatalog.inPackage.packageRoot) throws -> [CourseChapter] {
        struct Course: Decodable { let chapters: [String] }
        struct Chapter: Decodable { struct Exercise: Decodable { let id: String }; let exercises: [Exercise] }
        let chapters = packageRoot.appendingPathComponent("Chapters")
        let course = try JSONDecoder().decode(
            Course.self, from: Data(contentsOf: chapters.appendingPathComponent("course.json")))
        return try course.chapters.map { folder in
            let manifest = chapters.appendingPathComponent(folder).appendingPathComponent("chapter.json")
            let ids =
                FileManager.default.fileExists(atPath: manifest.path)
                ? try JSONDecoder().decode(Chapter.self, from: Data(contentsOf: manifest)).exercises.map(\.id) : []
            return CourseChapter(folder: folder, exerciseIDs: ids)
        }
    }
}
