import CourseSite
import Foundation
import Testing

/// The course site's catalog: it converts cleanly, it has a tutorial page per chapter in English
/// and Korean (written from the lessons), and every listing it holds is shown.
@Suite struct CatalogTests {
    /// The five chapters of the design card, and any other chapter the course manifest lists.
    static func chapters() throws -> [String] {
        let designed = ["01-State", "02-Binding", "03-Observed", "04-Environment", "05-Reducers"]
        let listed = try CourseChapter.all().map(\.folder)
        return designed + listed.filter { !designed.contains($0) }
    }

    @Test(
        "`docc convert` of the catalog, for static hosting, succeeds and prints no warnings",
        .enabled(if: ConvertedSite.buildable, ConvertedSite.skipMessage))
    func convertsWithoutWarnings() throws {
        let site = try ConvertedSite.site()
        #expect(site.status == 0, "docc convert failed:\n\(site.log)")
        #expect(site.diagnostics.isEmpty, "docc printed diagnostics:\n\(site.log)")
    }

    @Test(
        "every chapter has a tutorial page in English and one in Korean, linked to each other",
        .enabled(if: ConvertedSite.buildable, ConvertedSite.skipMessage))
    func tutorialPagePerChapterInBothLanguages() throws {
        let site = try ConvertedSite.site()
        for chapter in try Self.chapters() {
            let english = try TutorialSource.named(chapter)
            let korean = try TutorialSource.named(chapter + "-ko")
            #expect(english.isTutorialPage && korean.isTutorialPage)
            #expect(english.links.contains(korean.name), "\(english.name) does not link to \(korean.name)")
            #expect(korean.links.contains(english.name), "\(korean.name) does not link to \(english.name)")
            for page in [english.name, korean.name] {
                let html = site.outputDirectory.appendingPathComponent(
                    "tutorials/workbook/\(page.lowercased())/index.html")
                let data = site.outputDirectory.appendingPathComponent(
                    "data/tutorials/workbook/\(page.lowercased()).json")
                #expect(FileManager.default.fileExists(atPath: html.path), "no page for \(page) at \(html.path)")
                #expect(FileManager.default.fileExists(atPath: data.path), "no page data for \(page)")
            }
        }
        let tablesOfContents = try TutorialSource.all().filter { !$0.isTutorialPage }.map(\.name).sorted()
        #expect(tablesOfContents == ["Workbook", "Workbook-ko"])
        #expect(try TutorialSource.named("Workbook").links.contains("/tutorials/Workbook-ko"))
        #expect(try TutorialSource.named("Workbook-ko").links.contains("/tutorials/Workbook"))
    }

    @Test("a Korean tutorial shows the same code, in the same sections and steps, as its English one")
    func bothLanguagesShowTheSameCode() throws {
        for english in try TutorialSource.all() where english.isTutorialPage && !english.name.hasSuffix("-ko") {
            let korean = try TutorialSource.named(english.name + "-ko")
            #expect(korean.codeFiles == english.codeFiles, "\(korean.name) and \(english.name) show different code")
            #expect(korean.stepCount == english.stepCount, "\(korean.name) and \(english.name) have different steps")
            #expect(korean.sectionTitles.count == english.sectionTitles.count)
            #expect(korean.sectionTitles != english.sectionTitles, "\(korean.name)'s section titles are not translated")
        }
    }

    @Test(
        "every code listing a tutorial shows is in the catalog, and every listing in the catalog is shown: a lesson's listing or a demo's trace"
    )
    func listingsAreShownAndPresent() throws {
        let catalog = CourseCatalog.inPackage
        let present = Set(
            (catalog.files(withExtension: "swift") + catalog.files(withExtension: "txt")).map {
                ($0 as NSString).lastPathComponent
            })
        #expect(!present.isEmpty)
        // A lesson's listing is written from the lesson (`swift run course-site tutorials`,
        // ChapterTutorialTests keeps it current); a demo's trace by `checker demo --update-lessons`
        // (CourseDemoTests keeps it equal to what the demo prints now).
        let foreign = present.filter {
            !$0.hasPrefix("Lesson-") && !($0.hasPrefix("Demo-") && $0.hasSuffix("-trace.txt"))
        }
        #expect(foreign.isEmpty, "listings that neither a lesson nor a demo writes: \(foreign.sorted())")
        let used = Set(try TutorialSource.all().flatMap(\.codeFiles))
        #expect(
            used.subtracting(present).isEmpty,
            "listings missing from the catalog: \(used.subtracting(present).sorted())")
        let unusedLessonListings = present.filter { $0.hasPrefix("Lesson-") }.subtracting(used)
        #expect(unusedLessonListings.isEmpty, "listings no tutorial shows: \(unusedLessonListings.sorted())")
    }

    @Test("each chapter's tutorial ends with its exercises, by id, and the command that checks them")
    func tutorialsEndWithTheExercises() throws {
        for chapter in try CourseChapter.all() {
            for page in [chapter.folder, chapter.folder + "-ko"] {
                let tutorial = try TutorialSource.named(page)
                let last = tutorial.sectionTitles.last ?? ""
                #expect(["Exercises", "연습 문제"].contains(last), "\(page) ends with \"\(last)\", not with its exercises")
                let saysHowToCheck = tutorial.text.contains("swift run checker check")
                #expect(saysHowToCheck, "\(page) does not say how to check an exercise")
                let unlisted = chapter.exerciseIDs.filter { !tutorial.text.contains("`\($0)`") }
                #expect(
                    unlisted.isEmpty,
                    "\(page) does not list these exercises of \(chapter.folder)/chapter.json: \(unlisted)")
            }
        }
    }
}
