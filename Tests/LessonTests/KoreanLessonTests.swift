import Testing

/// The course exists in Korean as well as English (issue 11, item 3): every chapter's lesson has
/// a `README.ko.md` beside its `README.md`, the two link each other at the top, and they show the
/// same code and the same generated-output markers in the same order, in the same sections (the
/// site's two pages of a chapter are made from them, section by section), so that a change to one
/// lesson's code or structure cannot go unnoticed in the other.
@Suite("Korean lessons")
struct KoreanLessonTests {
    @Test("the course has chapters, and every chapter the course manifest lists is a chapter folder")
    func chaptersAreFound() throws {
        let folders = CourseLessons.chapterFolders()
        #expect(!folders.isEmpty, "no chapter folder (with a chapter.json) found under Chapters/")
        for chapter in try CourseLessons.chaptersInCourseManifest() {
            #expect(folders.contains(chapter), "Chapters/course.json lists \(chapter), which has no chapter.json")
        }
    }

    @Test(
        "every chapter has a Korean lesson that links the English one and shows the same code, in the same sections",
        arguments: CourseLessons.chapterFolders())
    func chapterHasKoreanLesson(chapter: String) throws {
        let folder = "Chapters/\(chapter)"
        let english = try #require(
            CourseLessons.text(at: "\(folder)/README.md"),
            "\(folder) has no README.md lesson")
        let korean = try #require(
            CourseLessons.text(at: "\(folder)/README.ko.md"),
            "\(folder) has no README.ko.md: write the lesson for Korean learners beside README.md")
        let pair = LessonPair(name: folder, english: english, korean: korean)
        for problem in pair.linkProblems() + pair.codeBlockProblems() + pair.markerProblems() + pair.sectionProblems() {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("the top-level README links its Korean part, whose commands are the English README's")
    func topLevelReadmeHasKoreanPart() throws {
        let english = try #require(CourseLessons.text(at: "README.md"))
        let korean = try #require(
            CourseLessons.text(at: "README.ko.md"),
            "README.ko.md is missing: the learner's part of README.md in Korean")
        let pair = LessonPair(name: "The top-level README", english: english, korean: korean)
        for problem in pair.linkProblems() + pair.partialCodeBlockProblems() {
            Issue.record(Comment(rawValue: problem))
        }
        #expect(
            !MarkdownCodeBlock.blocks(in: korean).isEmpty,
            "README.ko.md shows no command: a Korean learner needs at least how to start")
    }
}
