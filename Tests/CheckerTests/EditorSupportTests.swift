import CheckerKit
import Foundation
import Testing

extension CompilingTests {
    /// Editor support: the exercise files belong to no SwiftPM target, so the checker writes a
    /// compilation database SourceKit-LSP finds for them. These tests drive the real language
    /// server over JSON-RPC, as VS Code or Neovim would, on the workbook itself.
    @Suite struct EditorSupportTests {
        /// The first exercise and the checker set up as its first run does (default cache).
        private func setUp() throws -> (checker: Checker, exercise: Exercise, database: URL) {
            let root = TestSupport.packageRoot
            let course = try Course(root: root)
            let exercise = try #require(course.exercises.first)
            let checker = try Checker(root: root)
            let database = try EditorSupport.refresh(checker: checker, course: course, buildingExamples: true)
            return (checker, exercise, database)
        }

        @Test(
            "The database lists every exercise file with the flags the checker compiles it with, and a stale one is rewritten"
        )
        func databaseListsExercises() throws {
            let (checker, _, database) = try setUp()
            let course = try Course(root: TestSupport.packageRoot)
            try "[]".write(to: database, atomically: true, encoding: .utf8)
            try EditorSupport.refresh(checker: checker, course: course, buildingExamples: true)
            let entries = try #require(
                JSONSerialization.jsonObject(with: Data(contentsOf: database)) as? [[String: Any]])
            #expect(
                entries.compactMap { $0["file"] as? String }
                    == course.exercises.map { TestSupport.packageRoot.appending(path: $0.exercisePath).path })
            for entry in entries {
                let arguments = try #require(entry["arguments"] as? [String])
                #expect(arguments.first == checker.compilerPath)
                #expect(arguments.contains("LearnerExercise"))
                #expect(arguments.contains { $0.hasSuffix("DataFlowMacros-tool#DataFlowMacros") })
            }
            for (exercise, entry) in zip(course.exercises, entries) where exercise.kind == .tests {
                // The tests see the feature they test, as in its test target (issue 29: the editor
                // could not see NotesFeature).
                let arguments = entry["arguments"] as? [String] ?? []
                let feature = TestSupport.packageRoot.appending(path: exercise.checkPath).path
                #expect(
                    arguments.suffix(2) == [feature, entry["file"] as? String ?? ""],
                    "\(exercise.id): \(arguments.suffix(2))")
            }
            for (exercise, entry) in zip(course.exercises, entries) {
                // A chapter without examples (the capstone) has nothing to import.
                let examples = TestSupport.packageRoot.appending(path: exercise.chapterFolder + "/Examples")
                guard FileManager.default.fileExists(atPath: examples.path) else { continue }
                let arguments = entry["arguments"] as? [String] ?? []
                #expect(
                    arguments.contains("-testable-import-module"),
                    "\(exercise.id): the chapter's examples are imported as the checker imports them")
            }
        }

        @Test("sourcekit-lsp reports a planted type error in an exercise file and completes VSta to VStack")
        func languageServerUnderstandsExercises() throws {
            let (checker, exercise, _) = try setUp()
            let server = URL(filePath: checker.compilerPath).resolvingSymlinksInPath().deletingLastPathComponent()
                .appending(path: "sourcekit-lsp")
            try #require(
                FileManager.default.isExecutableFile(atPath: server.path),
                "the toolchain has no sourcekit-lsp next to swiftc")
            let root = TestSupport.packageRoot
            let file = root.appending(path: exercise.exercisePath)
            // The editor's buffer, not the file on disk: the learner's exercise is never touched.
            let stub = try String(contentsOf: file, encoding: .utf8)
            let planted =
                stub + "\nlet plantedError: Int = \"not a number\"\n\nfunc completeHere() {\n    _ = VSta\n}\n"
            let lines = planted.components(separatedBy: "\n")
            let completionLine = try #require(lines.firstIndex { $0.contains("_ = VSta") })
            let completionColumn = lines[completionLine].utf16.count

            let client = try LanguageServerClient(executable: server, directory: root)
            defer { client.stop() }
            let initialize = try client.request(
                "initialize",
                [
                    "processId": NSNull(),
                    "rootUri": root.absoluteString,
                    "capabilities": [
                        "textDocument": [
                            "publishDiagnostics": [:], "completion": ["completionItem": ["snippetSupport": false]],
                        ]
                    ],
                    // The learner's editor indexes in the background; the test needs no index.
                    "initializationOptions": ["backgroundIndexing": false],
                ] as [String: Any])
            #expect(client.response(to: initialize, seconds: 120) != nil, "sourcekit-lsp did not answer `initialize`")
            try client.notify("initialized", [:] as [String: Any])
            let uri = file.absoluteString
            try client.notify(
                "textDocument/didOpen",
                ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": planted]])

            let messages = client.wait(seconds: 180) { message -> [String]? in
                guard message["method"] as? String == "textDocument/publishDiagnostics",
                    let params = message["params"] as? [String: Any], params["uri"] as? String == uri,
                    let diagnostics = params["diagnostics"] as? [[String: Any]]
                else { return nil }
                let texts = diagnostics.compactMap { $0["message"] as? String }
                return texts.contains { $0.contains("to specified type 'Int'") } ? texts : nil
            }
            let reported = try #require(messages, "no diagnostic reported the planted type error")
            #expect(!reported.contains { $0.contains("No such module") }, "DataFlow was not found: \(reported)")

            let completion = try client.request(
                "textDocument/completion",
                [
                    "textDocument": ["uri": uri],
                    "position": ["line": completionLine, "character": completionColumn],
                ] as [String: Any])
            let result = client.response(to: completion, seconds: 120)
            let items = (result as? [String: Any])?["items"] as? [[String: Any]] ?? result as? [[String: Any]] ?? []
            let labels = items.compactMap { $0["label"] as? String }
            #expect(labels.contains { $0.hasPrefix("VStack") }, "completions offered: \(labels.prefix(20))")
        }
    }
}
