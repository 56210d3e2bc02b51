import CourseDemoKit
import Foundation
import Testing

/// The demo output embedded in the lessons is what the demos print now.
@MainActor
@Suite("Demo output embedded in the lessons")
struct LessonTests {
    /// The package root, from this file's place in it.
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(
        "every embedded graph and trace in the lessons (English and Korean) matches what the demos print now; refresh with `swift run checker demo --update-lessons`"
    )
    func lessonsAreUpToDate() async throws {
        let stale = try await LessonSync.staleBlocks(in: Self.root, outputs: DemoOutputs())
        #expect(
            stale.isEmpty,
            "\(stale.map(\.description).joined(separator: "\n"))\nRun `swift run checker demo --update-lessons`.")
    }

    @Test("every chapter whose examples declare a demo embeds its graph in the English lesson")
    func chaptersEmbedTheirGraphs() throws {
        let outputs = DemoOutputs()
        let chapters = try FileManager.default.contentsOfDirectory(atPath: Self.root.appending(path: "Chapters").path)
        for demoChapter in Set(outputs.demos.map(\.chapter)) {
            let prefix = String(format: "%02d-", demoChapter)
            guard let folder = chapters.first(where: { $0.hasPrefix(prefix) }) else { continue }
            let file = "Chapters/\(folder)/README.md"
            // A chapter whose English lesson has not landed yet has nothing to embed in.
            guard FileManager.default.fileExists(atPath: Self.root.appending(path: file).path) else { continue }
            let text = try String(contentsOf: Self.root.appending(path: file), encoding: .utf8)
            let blocks = try LessonBlocks.find(in: text, file: file)
            let names = Set(outputs.demos.filter { $0.chapter == demoChapter }.map(\.name))
            #expect(blocks.contains { $0.output == .graph && names.contains($0.demo) }, "\(file) embeds no demo graph")
        }
    }

    @Test("a block that differs from the demo's output is found, and --update-lessons rewrites it and nothing else")
    func staleBlockIsFoundAndRefreshed() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lesson-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let chapter = folder.appending(path: "Chapters/01-State")
        try FileManager.default.createDirectory(at: chapter, withIntermediateDirectories: true)
        let lesson = """
            # State

            Before.
            <!-- demo:counter-graph -->
            ```mermaid
            flowchart LR
                old["an old picture"]
            ```
            <!-- /demo -->
            After.
            """
        for name in ["README.md", "README.ko.md"] {
            try lesson.write(to: chapter.appending(path: name), atomically: true, encoding: .utf8)
        }
        let outputs = DemoOutputs()
        let stale = try await LessonSync.staleBlocks(in: folder, outputs: outputs)
        #expect(stale.map(\.file) == ["Chapters/01-State/README.ko.md", "Chapters/01-State/README.md"])
        #expect(stale.map(\.line) == [4, 4])

        let changed = try await LessonSync.update(in: folder, outputs: outputs)
        #expect(changed.count == 2)
        #expect(try await LessonSync.staleBlocks(in: folder, outputs: outputs).isEmpty)
        let updated = try String(contentsOf: chapter.appending(path: "README.md"), encoding: .utf8)
        #expect(updated.hasPrefix("# State\n\nBefore.\n<!-- demo:counter-graph -->\n```mermaid\nflowchart LR\n"))
        #expect(updated.hasSuffix("```\n<!-- /demo -->\nAfter."))
        #expect(try await LessonSync.update(in: folder, outputs: outputs).isEmpty)
    }

    @Test(
        "a block indented like its marker (inside a DocC directive) is read without the indentation and rewritten with it"
    )
    func indentedBlockKeepsItsIndentation() throws {
        let page = """
            @Steps {
                <!-- demo:counter-trace -->
                ```text
                old
                ```
                <!-- /demo -->
            }
            """
        let block = try #require(try LessonBlocks.find(in: page, file: "State.tutorial").first)
        #expect(block.embedded == "```text\nold\n```")
        let rewritten = try LessonBlocks.rewrite(page, file: "State.tutorial") { _, _ in
            "```text\nstep\n\n   update: mount\n```"
        }
        #expect(
            rewritten == """
                @Steps {
                    <!-- demo:counter-trace -->
                    ```text
                    step

                       update: mount
                    ```
                    <!-- /demo -->
                }
                """)
        #expect(
            try LessonBlocks.find(in: rewritten, file: "State.tutorial").first?.embedded
                == "```text\nstep\n\n   update: mount\n```")
    }

    @Test("a marker without its closing line, or naming no output, is an error that says where")
    func malformedMarkers() {
        #expect(throws: LessonError.self) {
            try LessonBlocks.find(in: "<!-- demo:counter-graph -->\ntext", file: "README.md")
        }
        #expect(throws: LessonError.self) {
            try LessonBlocks.find(in: "<!-- demo:counter -->\n<!-- /demo -->", file: "README.md")
        }
    }
}
