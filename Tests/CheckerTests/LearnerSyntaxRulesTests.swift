import Foundation
import Testing

@testable import CheckerKit

/// The rules of a learner's file read from the compiler's own parse (issue 25, item 3): what a
/// hand-written lexer was fooled by is read as the compiler reads it, and every spelling of a
/// banned attribute is refused.
@Suite struct LearnerSyntaxRulesTests {
    private func rules() throws -> LearnerSourceRules {
        let exercise = try #require(try Course(root: TestSupport.fixtureRoot).exercises.first)
        return LearnerSourceRules(exercise: exercise, examplesModule: "Basics")
    }

    @Test("A regex literal with /* inside hides neither an import nor an attribute after it")
    func regexLiteral() throws {
        let source = """
            import DataFlow
            let confusing = #/a/*b/#
            let plain = /a*\\/*b/
            import Glibc
            @_silgen_name("getpid") func processID() -> Int32
            """
        let problems = try rules().problems(in: source, file: "F.swift")
        #expect(problems.map(\.line) == [4, 5], "\(problems)")
        #expect(problems.first?.message.contains("`import Glibc` is not allowed") == true)
        #expect(problems.last?.message.contains("`@_silgen_name` is not allowed") == true)
        // A regex literal alone is accepted, and declares what it binds.
        #expect(try rules().problems(in: "import DataFlow\nlet r = #/a/*b/#\n", file: "F.swift").isEmpty)
        #expect(TopLevelDeclarations.scan(source).map(\.name) == ["confusing", "plain", "processID"])
    }

    @Test("Every spelling of a banned attribute is refused: underscored, doubly underscored, backticked")
    func spellings() throws {
        for spelling in [
            "@_section(\".init_array\")", "@section(\".init_array\")", "@__section(\".init_array\")",
            "@`section`(\".init_array\")", "@`_section`(\".fini_array\")", "@_used", "@used", "@`_used`",
            "@_cdecl(\"f\")", "@c", "@_originallyDefinedIn(module: \"DataFlow\", macOS 10)",
        ] {
            let source = "import DataFlow\n\(spelling) public let f: @convention(c) () -> Void = {}\n"
            let problems = try rules().problems(in: source, file: "F.swift")
            #expect(problems.map(\.line) == [2], "\(spelling): \(problems)")
            #expect(problems.first?.column == 2, "\(spelling)")
        }
        // `@convention(c)`, property wrappers and macros are not banned.
        #expect(
            try rules().problems(
                in:
                    "import DataFlow\n@MainActor @preconcurrency struct A { @State var x = 0 }\nlet f: @convention(c) () -> Void = {}\n",
                file: "F.swift"
            ).isEmpty)
    }

    @Test("Every form of import is judged by its module: kinds, @testable, @_implementationOnly, in #if branches")
    func importForms() throws {
        let source = """
            import DataFlow
            import struct Glibc.stat
            import func Foundation.exit
            @testable import DataFlow
            @_implementationOnly import Foundation
            #if canImport(Darwin)
            import Darwin
            #endif
            import `CheckerKit`
            @testable import Basics
            """
        let problems = try rules().problems(in: source, file: "F.swift")
        #expect(problems.map(\.line) == [2, 4, 5, 7, 9], "\(problems)")
        #expect(problems[0].message.contains("`import Glibc` is not allowed"))
        #expect(problems[1].message.contains("`@testable import DataFlow` is not allowed"))
        #expect(problems[2].message.contains("`@_implementationOnly` is not allowed"))
        #expect(problems[4].message.contains("`import CheckerKit` is not allowed"))
        #expect(problems[0].excerpt == "import struct Glibc.stat\n              ^")
    }

    @Test("Every solution of the course, and every stub, breaks none of the rules")
    func courseAccepted() throws {
        let root = TestSupport.packageRoot
        let course = try Course(root: root)
        for exercise in course.exercises {
            let examples = ExamplesLibrary.moduleName(forChapterFolder: exercise.chapterFolder)
            let rules = LearnerSourceRules(exercise: exercise, examplesModule: examples)
            for path in [exercise.solutionPath, exercise.stubPath] {
                guard let data = FileManager.default.contents(atPath: root.appending(path: path).path) else { continue }
                let text = try LearnerSourceFile.text(of: data).get()
                #expect(data.count <= LearnerSourceFile.sizeLimit, "\(path)")
                #expect(
                    rules.problems(in: text, file: path).isEmpty, "\(path): \(rules.problems(in: text, file: path))")
            }
        }
    }
}
