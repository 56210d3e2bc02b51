@testable import CheckerKit
import Foundation
import Testing

/// The course format: `format_version`, paths derived from the chapter and the exercise's name,
/// explicit paths, and files no manifest lists.
@Suite struct CourseFormatTests {
    /// A course folder with `course.json` (as given) and one chapter whose manifest is `chapter`.
    private func course(_ courseJSON: String, chapter: String = #"{ "title": "T", "exercises": [] }"#) throws -> URL {
        let root = TestSupport.scratch("format")
        try FileManager.default.createDirectory(
            at: root.appending(path: "Chapters/01-One"), withIntermediateDirectories: true)
        try courseJSON.write(to: root.appending(path: "Chapters/course.json"), atomically: true, encoding: .utf8)
        try chapter.write(to: root.appending(path: "Chapters/01-One/chapter.json"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("A course without format_version, or with one the checker does not read, is rejected in words")
    func formatVersion() throws {
        let missing = try course(#"{ "title": "T", "chapters": ["01-One"] }"#)
        #expect(throws: CourseError.formatVersionMissing(path: "Chapters/course.json")) { try Course(root: missing) }
        let future = try course(#"{ "format_version": 2, "title": "T", "chapters": ["01-One"] }"#)
        #expect(throws: CourseError.unknownFormatVersion(path: "Chapters/course.json", found: 2, supported: [1])) {
            try Course(root: future)
        }
        let words = PhraseBook.$current.withValue(.english) {
            "\(CourseError.unknownFormatVersion(path: "Chapters/course.json", found: 2, supported: [1]))"
        }
        #expect(
            words.contains("\"format_version\": 2, a course format this checker does not read (it reads version 1)"))
        #expect(
            try Course(root: course(#"{ "format_version": 1, "title": "T", "chapters": ["01-One"] }"#)).title == "T")
    }

    @Test(
        "An exercise's files follow from its chapter and name; explicit paths still win; variants stay out of Chapters/"
    )
    func derivedPaths() throws {
        let root = try course(
            #"{ "format_version": 1, "title": "T", "chapters": ["01-One"] }"#,
            chapter: """
                { "title": "One", "exercises": [
                  { "id": "a", "title": "A", "name": "Alpha", "hints": [] },
                  { "id": "b", "title": "B", "name": "Beta", "check": "Elsewhere/BetaTests.swift", "hints": [] },
                  { "id": "c", "title": "C", "exercise": "X/Gamma.swift", "solution": "Y/Gamma.swift", "check": "Z/GammaChecks.swift", "hints": [] },
                  { "id": "d", "title": "D", "name": "Delta", "check": "Chapters/01-One/App/Feature.swift", "hints": [] }
                ] }
                """)
        let exercises = try Course(root: root).exercises
        #expect(exercises[0].exercisePath == "Chapters/01-One/Exercises/Alpha.swift")
        #expect(exercises[0].solutionPath == "Solutions/01-One/Alpha.swift")
        #expect(exercises[0].checkPath == "Tests/Checks/01-One/AlphaChecks.swift")
        #expect(exercises[0].stubPath == "Tests/Stubs/01-One/Alpha.swift")
        #expect(exercises[1].checkPath == "Elsewhere/BetaTests.swift")
        #expect(exercises[1].solutionPath == "Solutions/01-One/Beta.swift")
        #expect(exercises[2].exercisePath == "X/Gamma.swift")
        #expect(exercises[2].stubPath == "Tests/Stubs/01-One/Gamma.swift")
        #expect(ChapterLayout(folder: "01-One").variantsFolder("Alpha") == "Tests/Checks/01-One/Variants/Alpha")
        #expect(ExerciseVariant.folder(of: exercises[1]) == "Elsewhere/Variants/Beta")
        // A check that is a file of the learners' own folder keeps its variants hidden.
        #expect(exercises[3].checkPath == "Chapters/01-One/App/Feature.swift")
        #expect(ExerciseVariant.folder(of: exercises[3]) == "Tests/Checks/01-One/Variants/Delta")
    }

    @Test("An exercise with neither a name nor a path is rejected, naming the field")
    func pathUnknown() throws {
        let root = try course(
            #"{ "format_version": 1, "title": "T", "chapters": ["01-One"] }"#,
            chapter:
                #"{ "title": "One", "exercises": [ { "id": "a", "title": "A", "exercise": "X/A.swift", "hints": [] } ] }"#
        )
        #expect(
            throws: CourseError.exercisePathUnknown(path: "Chapters/01-One/chapter.json", id: "a", field: "solution")
        ) { try Course(root: root) }
    }

    @Test("verify names exercise, solution, check and stub files that no manifest lists")
    func unlistedFiles() throws {
        let root = try course(
            #"{ "format_version": 1, "title": "T", "chapters": ["01-One"] }"#,
            chapter: #"{ "title": "One", "exercises": [ { "id": "a", "title": "A", "name": "Alpha", "hints": [] } ] }"#)
        let layout = ChapterLayout(folder: "01-One")
        for file in [
            layout.exerciseFile("Alpha"), layout.solutionFile("Alpha"), layout.checkFile("Alpha"),
            layout.stubFile("Alpha"),
            layout.exerciseFile("Forgotten"), layout.checkFile("Forgotten"),
            layout.variantsFolder("Alpha") + "/correct-one.swift",
            ChapterLayout(folder: "02-Unlisted").solutionFile("Orphan"),
        ] {
            try FileManager.default.createDirectory(
                at: root.appending(path: file).deletingLastPathComponent(), withIntermediateDirectories: true)
            try "// \(file)\n".write(to: root.appending(path: file), atomically: true, encoding: .utf8)
        }
        #expect(
            UnlistedFiles.find(in: try Course(root: root), root: root)
                == [
                    "Chapters/01-One/Exercises/Forgotten.swift", "Solutions/02-Unlisted/Orphan.swift",
                    "Tests/Checks/01-One/ForgottenChecks.swift",
                ])
    }

    @Test("The workbook's own course lists every file in its exercise, solution, check and stub folders")
    func workbookHasNoUnlistedFiles() throws {
        let course = try Course(root: TestSupport.packageRoot)
        #expect(UnlistedFiles.find(in: course, root: TestSupport.packageRoot) == [])
    }
}
