@testable import CheckerKit
import Foundation
import Testing

/// The scan that keeps the one-module rule now that a chapter's examples are their own module.
@Suite struct TopLevelDeclarationTests {
    private func names(_ source: String) -> [String] {
        TopLevelDeclarations.scan(source).map(\.name)
    }

    @Test("Every kind of top-level declaration is found, with its line and column")
    func kinds() {
        let found = TopLevelDeclarations.scan(
            """
            import DataFlow

            @MainActor final class Model {}
            public struct Row<T: Equatable>: View where T: Sendable {}
            indirect enum Tree { case leaf }
            protocol Named {}
            actor Store {}
            typealias Callback = (Int) -> Void
            func helper<T>(_ value: T) -> T { value }
            let limit = 10
            nonisolated(unsafe) var counter = 0
            let (first, second) = (1, 2)
            struct `Type` {}
            """)
        #expect(
            found.map(\.name) == [
                "Model", "Row", "Tree", "Named", "Store", "Callback", "helper", "limit", "counter", "first", "second",
                "Type",
            ])
        #expect(
            found.map(\.kind) == [
                "class", "struct", "enum", "protocol", "actor", "typealias", "func", "let", "var", "let", "let",
                "struct",
            ])
        #expect(found[0].line == 3 && found[0].column == 24)
    }

    @Test("Members, locals and extension contents are not top-level names")
    func nesting() {
        #expect(
            names(
                """
                struct Outer {
                    struct Inner {}
                    var value: Int { let local = 1; return local }
                    func method() {}
                }
                extension Outer { func more() {} ; static let shared = Outer() }
                let closure = { let inside = 1; return inside }()
                let array = [Outer()].map { (item: Outer) -> Int in let x = 1; return x }
                """) == ["Outer", "closure", "array"])
    }

    @Test("Comments and string literals never declare anything")
    func commentsAndStrings() {
        #expect(
            names(
                #"""
                // struct InLineComment {}
                /* struct InBlock {} /* nested */ struct StillInBlock {} */
                let a = "struct InString \(["struct InInterpolation": 1]["x"] ?? 0) func alsoNot()"
                let b = #"raw "struct InRaw" \(notInterpolated) "#
                let c = """
                    struct InMultiLine {}
                    \("a" + ")") func stillString()
                    """
                struct After {}
                """#) == ["a", "b", "c", "After"])
    }

    @Test("private and fileprivate are marked; private(set) is not")
    func access() {
        let found = TopLevelDeclarations.scan(
            """
            private struct Hidden {}
            fileprivate func helper() {}
            private(set) var visible = 0
            public struct Open {}
            """)
        #expect(found.map(\.name) == ["Hidden", "helper", "visible", "Open"])
        #expect(found.map(\.isFilePrivate) == [true, true, false, false])
    }

    @Test("Operator functions and declarations name nothing the checks could bind to")
    func operators() {
        #expect(
            names(
                """
                infix operator <+>: AdditionPrecedence
                func <+>(lhs: Int, rhs: Int) -> Int { lhs + rhs }
                func == (lhs: Outer, rhs: Outer) -> Bool { true }
                """
            ).isEmpty)
    }

    @Test("A clash needs the same name visible on both sides")
    func clashes() {
        let examples = TopLevelDeclarations.scan("struct Tally {}\nprivate struct Scratch {}\nfunc helper() {}")
            .map { (file: "Examples/Tally.swift", declaration: $0) }
        let exercise = TopLevelDeclarations.scan(
            "struct Tally {}\nstruct Scratch {}\nprivate func helper() {}\nstruct Own {}")
        let found = TopLevelDeclarations.clashes(in: exercise, with: examples)
        #expect(found.map(\.0.name) == ["Tally"])
        #expect(found.first?.exampleFile == "Examples/Tally.swift")
        #expect(found.first?.example.line == 1)
    }

    @Test("The examples' module is named after the chapter folder, never after a SwiftPM target")
    func moduleNames() {
        #expect(ExamplesLibrary.moduleName(forChapterFolder: "01-State") == "Chapter01State")
        #expect(ExamplesLibrary.moduleName(forChapterFolder: "02-binding and more") == "Chapter02BindingAndMore")
        #expect(ExamplesLibrary.moduleName(forChapterFolder: "") == "Chapter")
    }
}

/// The clash fixture course: an exercise whose stub and solution redeclare an example's type,
/// one whose names are its own, and a chapter whose examples do not compile.
private let clashRoot = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/ClashCourse")

extension CompilingTests {
    @Suite struct ClashCourse {
        @Test("verify rejects an exercise that reuses an example's name, and says where")
        func verifyRejectsClash() throws {
            let run = TestSupport.runTool(["verify", "--format", "json", "--time-limit", "5"], root: clashRoot)
            #expect(run.status == 1)
            let verified = Dictionary(
                uniqueKeysWithValues: try #require(try TestSupport.report(run.output).verified).map { ($0.id, $0) })
            let shadowing = try #require(verified["shadowing"])
            #expect(!shadowing.ok)
            let clash = try #require(shadowing.problems.first { $0.contains("must not reuse the examples' names") })
            #expect(
                clash.contains(
                    "`struct Tally` (Tests/Stubs/01-Shadow/Shadowing.swift line 3) is also declared in Chapters/01-Shadow/Examples/Tally.swift line 3"
                ))
            #expect(clash.contains("Solutions/01-Shadow/Shadowing.swift line 3"))
            // A file-private name on both sides, and a use of the example's type, are fine.
            #expect(
                verified["distinct"]?.problems.allSatisfy { $0.contains("variants") } == true,
                "Only the missing variants may be reported for distinct: \(verified["distinct"]?.problems ?? [])")
            #expect(verified["distinct"]?.solution.status == .passed)
        }

        @Test("A learner's redeclaration of an example's name is a compile error at its line")
        func learnerClash() throws {
            let run = TestSupport.runTool(["check", "shadowing", "--format", "json"], root: clashRoot)
            let entry = try #require(try TestSupport.report(run.output).exercises?.first)
            #expect(entry.status == .compileError)
            let error = try #require(entry.compileErrors.first)
            #expect(error.file == "Chapters/01-Shadow/Exercises/Shadowing.swift")
            #expect(error.line == 3)
            #expect(error.message.contains("invalid redeclaration of 'Tally'"))
        }

        @Test("Examples that do not compile are the course's problem, not the learner's")
        func brokenExamples() throws {
            let run = TestSupport.runTool(["check", "broken-examples", "--format", "json"], root: clashRoot)
            let entry = try #require(try TestSupport.report(run.output).exercises?.first)
            #expect(entry.status == .checkerError)
            #expect(entry.summary.contains("examples do not compile"))
            #expect(entry.advice?.contains("problem in the course, not in your exercise") == true)
            let error = try #require(entry.compileErrors.first)
            #expect(error.file == "Chapters/02-Broken/Examples/Broken.swift")
            #expect(error.line == 2)
            #expect(!entry.compileErrors.contains { $0.file == "Chapters/02-Broken/Exercises/Fine.swift" })
        }
    }
}
