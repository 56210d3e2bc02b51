import Foundation
import Testing
@testable import CheckerKit

/// Chapters that name a workbook library besides DataFlow (`"libraries": ["Composable"]`), and
/// exercises whose learner writes the tests (`"kind": "tests"`), as the manifests declare them.
@Suite struct CompanionLibraryTests {
    /// A course with one chapter whose manifest is `chapter`, in a scratch folder.
    private func course(chapter: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "companion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appending(path: "Chapters/01-Reducers"), withIntermediateDirectories: true)
        try Data(#"{ "format_version": 1, "title": "T", "chapters": ["01-Reducers"] }"#.utf8).write(
            to: root.appending(path: "Chapters/course.json"))
        try Data(chapter.utf8).write(to: root.appending(path: "Chapters/01-Reducers/chapter.json"))
        return root
    }

    @Test("A chapter's libraries reach every exercise; a chapter without them has none")
    func librariesFromTheChapter() throws {
        let root = try course(
            chapter: #"""
                { "title": "Reducers", "libraries": ["Composable"], "exercises": [
                  { "id": "a", "title": "A", "exercise": "E/A.swift", "solution": "S/A.swift", "check": "C/A.swift", "hints": ["h"] },
                  { "id": "b", "title": "B", "kind": "tests", "plantedBugs": "C/Bugs", "exercise": "E/B.swift", "solution": "S/B.swift", "check": "C/B.swift", "hints": ["h"] } ] }
                """#)
        defer { try? FileManager.default.removeItem(at: root) }
        let exercises = try Course(root: root).exercises
        #expect(exercises.map(\.libraries) == [["Composable"], ["Composable"]])
        #expect(exercises.map(\.kind) == [.feature, .tests])
        #expect(exercises[1].plantedBugsFolder == "C/Bugs")
    }

    @Test("An exercise of kind tests without a plantedBugs folder is a course error that says so")
    func testsNeedPlantedBugs() throws {
        let root = try course(
            chapter: #"""
                { "title": "Reducers", "exercises": [
                  { "id": "b", "title": "B", "kind": "tests", "exercise": "E/B.swift", "solution": "S/B.swift", "check": "C/B.swift", "hints": ["h"] } ] }
                """#)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect {
            try Course(root: root)
        } throws: { error in
            "\(error)".contains("is of kind \"tests\" but names no `plantedBugs` folder")
        }
    }

    @Test("A library the workbook does not have is named in the error, with the ones it has")
    func unknownLibrary() {
        #expect {
            try CompanionLibrary(name: "Redux", buildDirectory: URL(filePath: "/nonexistent"))
        } throws: { error in
            "\(error)".contains("\"Redux\"") && "\(error)".contains("Composable")
        }
    }

    @Test("A library that is not built says to run swift build")
    func notBuilt() {
        #expect {
            try CompanionLibrary(name: "Composable", buildDirectory: URL(filePath: "/nonexistent"))
        } throws: { error in
            "\(error)".contains("not built") && "\(error)".contains("swift build")
        }
    }

    @Test("Composable's current objects, module and macro plugin are found in the package's build")
    func findsComposable() throws {
        let build = TestSupport.packageRoot.appending(path: ".build/debug")
        let library = try CompanionLibrary(name: "Composable", buildDirectory: build)
        #expect(library.objectFiles.contains { $0.lastPathComponent.hasPrefix("Store.swift") })
        #expect(library.macroPlugin.module == "ComposableMacros")
        #expect(library.macroPlugin.path.lastPathComponent == "ComposableMacros-tool")
    }

    @Test("A planted bug's description is its first-line comment")
    func bugDescription() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "bug-\(UUID().uuidString).swift")
        try Data("// Votes twice.\nimport Composable\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(TestWritingRun.description(ofBugAt: file) == "Votes twice")
    }

    @Test("A test-writing exercise's planted bugs are inputs of its check, so editing one checks again")
    func plantedBugsAreInputs() throws {
        let course = try Course(root: TestSupport.packageRoot)
        let exercise = try course.exercise("reducers-test-store")
        let sources = ExerciseSources(
            exercise: exercise, learnerFile: exercise.solutionPath, root: TestSupport.packageRoot)
        #expect(sources.plantedBugs.count >= 3)
        #expect(sources.plantedBugs.allSatisfy { sources.allFiles.contains($0) })
    }

    @Test("Without libraries the compile commands are as before; with Composable they load its plugin and link it")
    func compileArguments() throws {
        let folder = try RuntimeProductsTests.makeBuildFolder(withPlugin: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let products = try RuntimeProducts(buildDirectory: folder)
        let plain = CompileCommand(
            toolchain: Toolchain(compiler: "/usr/bin/swiftc", hasLLD: false), products: products,
            library: RuntimeLibrary(directory: folder), examples: nil)
        let learner = plain.learnerArguments(source: "A.swift", folder: folder)
        let runner = plain.runnerArguments(sources: ["B.swift"], learnerFolder: folder, output: "runner")
        #expect(!(learner + runner).contains { $0.contains("Composable") || $0.contains("ExerciseSubject") })

        var composable = plain
        let plugin = folder.appending(path: "ComposableMacros-tool")
        composable.companions = [
            LinkedCompanionLibrary(
                name: "Composable", directory: folder, digest: "d", macroPlugin: (plugin, "ComposableMacros"))
        ]
        for arguments in [
            composable.learnerArguments(source: "A.swift", folder: folder),
            composable.runnerArguments(sources: ["B.swift"], learnerFolder: folder, output: "runner"),
        ] {
            #expect(arguments.contains("-lComposable"))
            #expect(arguments.contains("\(plugin.path)#ComposableMacros"))
        }
    }
}
