import Foundation

/// Every chapter's tutorial pages and the listings they show, as files of the catalog that are
/// written from the lessons (`ChapterTutorial`) and checked in: `swift run course-site tutorials`
/// rewrites them, and SiteTests fails while one differs from what the lessons give now, so that
/// a lesson cannot change without its page.
///
/// The files: `Tutorials/English/<chapter>.tutorial`, `Tutorials/Korean/<chapter>-ko.tutorial`
/// and `Code/Lesson-<chapter>-<n>.swift` (or `.txt`), the code of the lesson's `n`th listing. The
/// two languages show the same listing files (the lessons' code blocks are the same,
/// LessonTests checks it); a Korean listing that differs gets files of its own,
/// `Lesson-<chapter>-ko-<n>`.
public struct CourseTutorials: Sendable {
    public let catalog: CourseCatalog
    /// The command that rewrites the files, for messages.
    public static let updateCommand = "swift run course-site tutorials"

    public init(catalog: CourseCatalog = .inPackage) {
        self.catalog = catalog
    }

    /// The chapters `Chapters/course.json` lists, by folder name, that have a lesson.
    public func chapters() throws -> [String] {
        struct Course: Decodable { let chapters: [String] }
        let chapters = catalog.packageRoot.appendingPathComponent("Chapters")
        let course = try JSONDecoder().decode(
            Course.self, from: Data(contentsOf: chapters.appendingPathComponent("course.json")))
        return course.chapters.filter {
            FileManager.default.fileExists(atPath: chapters.appendingPathComponent("\($0)/README.md").path)
        }
    }

    /// The page of `chapter` in `language`, read from the lesson and the catalog's quiz file.
    public func tutorial(chapter: String, language: TutorialLanguage) throws -> ChapterTutorial {
        let lesson = catalog.packageRoot.appendingPathComponent("Chapters/\(chapter)/\(language.lessonFile)")
        let page = language.pageName(chapter: chapter)
        let quiz = catalog.url.appendingPathComponent("Quizzes/\(page).quiz")
        let assessments = try? String(contentsOf: quiz, encoding: .utf8)
        return ChapterTutorial(
            chapter: chapter, language: language,
            lesson: LessonMarkdown(try String(contentsOf: lesson, encoding: .utf8)),
            assessments: assessments?.trimmingCharacters(in: .whitespacesAndNewlines),
            demosWithTraces: demosWithTraces())
    }

    /// Every generated file and the text it must hold now, by path relative to the catalog.
    public func expected() throws -> [String: String] {
        var files: [String: String] = [:]
        for chapter in try chapters() {
            let english = try tutorial(chapter: chapter, language: .english).render()
            let korean = try tutorial(chapter: chapter, language: .korean)
            var koreanPage = korean.render()
            let shared = Dictionary(
                english.listings.map { ($0.file, $0.text) }, uniquingKeysWith: { first, _ in first })
            if koreanPage.listings.contains(where: { shared[$0.file] != nil && shared[$0.file] != $0.text }) {
                koreanPage = korean.render(listingPrefix: "Lesson-\(chapter)-ko")
            }
            files["\(TutorialLanguage.english.folder)/\(chapter).tutorial"] = english.page
            files["\(TutorialLanguage.korean.folder)/\(korean.pageName).tutorial"] = koreanPage.page
            for listing in english.listings + koreanPage.listings { files["Code/\(listing.file)"] = listing.text }
        }
        return files
    }

    /// The generated files that are missing, differ from what the lessons give, or belong to no lesson.
    public func stale() throws -> [String] {
        let expected = try expected()
        var stale = expected.keys.filter { path in
            (try? String(contentsOf: catalog.url.appendingPathComponent(path), encoding: .utf8)) != expected[path]
        }
        stale += present().filter { expected[$0] == nil }
        return stale.sorted()
    }

    /// Writes every generated file and removes those no lesson gives; returns the paths that changed.
    @discardableResult
    public func update() throws -> [String] {
        let expected = try expected()
        let changed = try stale()
        for path in changed {
            let url = catalog.url.appendingPathComponent(path)
            if let text = expected[path] {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } else {
                try FileManager.default.removeItem(at: url)
            }
        }
        return changed
    }

    /// The generated files there are now: the chapters' tutorials and the lessons' listings.
    func present() -> [String] {
        let files = FileManager.default
        var found: [String] = []
        for language in TutorialLanguage.allCases {
            let folder = catalog.url.appendingPathComponent(language.folder).path
            found += ((try? files.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".tutorial") }.map { "\(language.folder)/\($0)" }
        }
        let code = catalog.url.appendingPathComponent("Code").path
        found += ((try? files.contentsOfDirectory(atPath: code)) ?? []).filter { $0.hasPrefix("Lesson-") }
            .map { "Code/\($0)" }
        return found
    }

    /// The demos whose trace the catalog holds (`Code/Demo-<demo>-trace.txt`, `SiteDemoFiles`).
    func demosWithTraces() -> Set<String> {
        let code = catalog.url.appendingPathComponent("Code").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: code)) ?? []
        return Set(
            names.filter { $0.hasPrefix("Demo-") && $0.hasSuffix("-trace.txt") }
                .map { String($0.dropFirst("Demo-".count).dropLast("-trace.txt".count)) })
    }
}
