import Foundation
import Testing

@testable import CheckerKit

extension CompilingTests {
    /// `EditorRefresh`: a command writes the editor's database beside its work, and writes it again
    /// when it built a chapter's examples library meanwhile.
    @Suite struct EditorRefreshTests {
        @Test("A command whose check built the chapter's examples leaves a database that imports them")
        func databaseSeesExamplesBuiltByTheCommand() throws {
            let root = TestSupport.scratch("editor-refresh")
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root)
            defer { try? FileManager.default.removeItem(at: root) }
            // The learner's own cache (`root/.checker`), empty: the check builds the examples.
            let tool = CheckerCommandLine(root: root) { _ in }
            #expect(tool.setsUpEditor)
            #expect(tool.run(["check", "passing"]) == 0)
            let database = root.appending(path: EditorSupport.databasePath)
            let entries = try #require(
                JSONSerialization.jsonObject(with: Data(contentsOf: database)) as? [[String: Any]])
            let passing = try #require(
                entries.first { ($0["file"] as? String)?.hasSuffix("Exercises/Passing.swift") == true })
            let arguments = passing["arguments"] as? [String] ?? []
            #expect(arguments.contains("-testable-import-module"), "\(arguments)")
            // Nothing half-written is left beside it.
            let left = try FileManager.default.contentsOfDirectory(atPath: database.deletingLastPathComponent().path)
            #expect(!left.contains { $0.hasSuffix(".partial") })
        }

        @Test("Beside a command the database is written only once every companion library is linked")
        func companionLibraryNotLinkedWaitsForTheEnd() throws {
            let cache = TestSupport.scratch("editor-companions")
            defer { try? FileManager.default.removeItem(at: cache) }
            let checker = try Checker(root: TestSupport.packageRoot, cacheDirectory: cache) { _ in }
            let course = try Course(root: TestSupport.packageRoot)
            try #require(course.exercises.contains { $0.libraries.contains("Composable") })
            #expect(!checker.companionsLinked(for: course), "an empty cache has Composable linked")
            _ = try checker.companions.linked(
                ["Composable"], runtime: checker.library, toolchain: checker.toolchain, memo: checker.memo)
            #expect(checker.companionsLinked(for: course))
        }
    }
}
