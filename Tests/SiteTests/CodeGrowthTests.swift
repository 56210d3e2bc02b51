import CourseSite
import Foundation
import Testing

/// Each chapter's main example grows step by step on its tutorial page: the stage files are cut
/// from the real example (`CodeGrowth`), they grow, and the last step is the example itself.
@Suite struct CodeGrowthTests {
    static let code = CourseCatalog.inPackage.url.appendingPathComponent("Code")

    @Test(
        "the stage files in the catalog are what CodeGrowth cuts from the examples now; rewrite them with WORKBOOK_UPDATE_CODE_STEPS=1",
        arguments: CodeGrowth.course.map(\.listing))
    func stagesAreCurrent(listing: String) throws {
        let growth = try #require(CodeGrowth.course.first { $0.listing == listing })
        let example = try String(contentsOf: Self.code.appendingPathComponent(listing), encoding: .utf8)
        let stages = try growth.stages(of: example)
        let update = ProcessInfo.processInfo.environment["WORKBOOK_UPDATE_CODE_STEPS"] == "1"
        for (file, stage) in zip(growth.stageFiles, stages) {
            let url = Self.code.appendingPathComponent(file)
            if update { try stage.write(to: url, atomically: true, encoding: .utf8) }
            let present = try? String(contentsOf: url, encoding: .utf8)
            #expect(present == stage, "\(file) is not what CodeGrowth cuts from \(listing) now")
        }
    }

    @Test("each stage holds the lines of the one before it, in order, and the example holds the last stage")
    func stagesGrow() throws {
        for growth in CodeGrowth.course {
            let example = try String(contentsOf: Self.code.appendingPathComponent(growth.listing), encoding: .utf8)
            let versions = try growth.stages(of: example) + [example]
            for (smaller, larger) in zip(versions, versions.dropFirst()) {
                let small = smaller.split(separator: "\n", omittingEmptySubsequences: false)
                let large = larger.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(small.count < large.count, "a step of \(growth.listing) adds nothing")
                var rest = large[...]
                let kept = small.allSatisfy { line in
                    guard let index = rest.firstIndex(of: line) else { return false }
                    rest = rest[(index + 1)...]
                    return true
                }
                #expect(kept, "a step of \(growth.listing) removes or reorders lines of the step before it")
            }
        }
    }

    @Test(
        "each tutorial, in both languages, shows the stages and then the example itself as steps of one file; the last is the real example"
    )
    func tutorialsShowTheGrowth() throws {
        let root = CourseCatalog.inPackage.packageRoot.resolvingSymlinksInPath().path
        for growth in CodeGrowth.course {
            let files = growth.stageFiles + [growth.listing]
            let pages = try TutorialSource.all().filter { $0.codeFiles.contains(growth.listing) }
            #expect(
                pages.count == 2, "\(growth.listing) is shown on \(pages.map(\.name)), not on one page per language")
            for page in pages {
                let shown = page.codeFiles
                let start = try #require(shown.firstIndex(of: files[0]), "\(page.name) does not show \(files[0])")
                #expect(
                    Array(shown[start...].prefix(files.count)) == files,
                    "\(page.name) does not show \(files) as consecutive steps")
                let names = page.codeNames(of: files)
                #expect(
                    Set(names).count == 1, "\(page.name) names the steps of \(growth.listing) differently: \(names)")
            }
            // The last step is the example: the catalog's listing is a link to the chapter's file.
            let last = Self.code.appendingPathComponent(growth.listing)
            let target = last.resolvingSymlinksInPath().path
            #expect(target.hasPrefix(root + "/Chapters/"), "\(growth.listing) is not a link to a chapter's example")
            #expect(try String(contentsOf: last, encoding: .utf8) == String(contentsOfFile: target, encoding: .utf8))
        }
    }

    @Test("regions: a block with its comment, the block around a line, a switch case, a range, and every matching line")
    func regions() throws {
        let example = """
            struct A {
                /// Counts.
                var count = 0
                var body: some View {
                    Button(action: {}) {
                        Text("Go")
                    }
                }
                func f(_ x: Int) {
                    switch x {
                    case 1:
                        print(1)
                    case 2:
                        print(2)
                    }
                }
            }
            """
        let growth = CodeGrowth(
            listing: "A.swift",
            additions: [
                [.block("var body"), .lines("print(")], [.switchCase("case 2:"), .enclosingBlock("Text(\"Go\")")],
            ])
        let stages = try growth.stages(of: example)
        #expect(
            stages[0] == """
                struct A {
                    /// Counts.
                    var count = 0
                    func f(_ x: Int) {
                        switch x {
                        case 1:
                        }
                    }
                }
                """)
        #expect(!stages[1].contains("case 2:") && !stages[1].contains("Button") && stages[1].contains("print(1)"))
        #expect(throws: CodeGrowthError.self) {
            try CodeGrowth(listing: "A.swift", additions: [[.lines("absent")]]).stages(of: example)
        }
        #expect(growth.stageFiles == ["A-1.swift", "A-2.swift"])
    }
}
