import CheckerKit
import Foundation
import Testing

extension CompilingTests {
    /// A test-writing exercise's planted bugs are compiled two at a time, each from a folder of its
    /// own (`TestWritingRun`, `FeatureSubjects.build(_:name:place:restoring:)`): every bug is still
    /// judged, and a bug that changes the feature's declarations or does not compile is still a
    /// course problem that names it.
    @Suite struct PlantedBugBuild {
        /// A copy of the one-exercise test-writing course, its solution in place, with `extraBugs`
        /// (file name, text) added to its planted bugs.
        private func course(adding extraBugs: [(String, String)] = []) throws -> URL {
            let root = try TestSupport.testWritingCourse("planted-bug-build")
            try FileManager.default.removeItem(at: root.appending(path: "Chapters/01-Tally/Exercises/TallyTests.swift"))
            try FileManager.default.copyItem(
                at: root.appending(path: "Solutions/01-Tally/TallyTests.swift"),
                to: root.appending(path: "Chapters/01-Tally/Exercises/TallyTests.swift"))
            for (name, text) in extraBugs {
                try text.write(
                    to: root.appending(path: "Tests/Checks/01-Tally/PlantedBugs/Tally/\(name)"), atomically: true,
                    encoding: .utf8)
            }
            return root
        }

        private let sameDeclarations = """
            // Adding adds one more than asked.
            struct Tally {
                private(set) var count = 0

                mutating func add(_ amount: Int) { count += amount + 1 }

                mutating func reset() { count = 0 }
            }
            """

        @Test("Three planted bugs compiled two at a time are each judged, each from its own folder")
        func everyBugIsJudged() throws {
            let root = try course(adding: [("bug-add-adds-one-more.swift", sameDeclarations)])
            defer { try? FileManager.default.removeItem(at: root) }
            let cache = root.appending(path: ".checker")
            let checked = TestSupport.runTool(["check", "tally-tests", "--format", "json"], root: root, cache: cache)
            let result = try #require(try TestSupport.report(checked.output).exercises?.first)
            #expect(result.passed, "\(checked.output)")
            let caught = result.checks.filter { $0.name.contains("bug-") }
            #expect(caught.count == 3, "\(checked.output)")
            #expect(caught.allSatisfy { $0.status == .passed }, "\(checked.output)")
            #expect(TestSupport.storedFeatureVersions(in: cache).count == 4, "the feature and three bugs")
        }

        @Test("A planted bug that changes a declaration is named as a course problem, whichever folder built it")
        func changedDeclarationsAreACourseProblem() throws {
            let changed = sameDeclarations.replacingOccurrences(
                of: "mutating func reset() { count = 0 }",
                with: "mutating func reset(to value: Int = 0) { count = value }")
            let root = try course(adding: [("bug-reset-takes-a-value.swift", changed)])
            defer { try? FileManager.default.removeItem(at: root) }
            let checked = TestSupport.runTool(
                ["check", "tally-tests"], root: root, cache: root.appending(path: ".checker"))
            #expect(checked.status != 0, "\(checked.output)")
            #expect(
                checked.output.contains("bug-reset-takes-a-value.swift changes the feature's declarations"),
                "\(checked.output)")
        }

        @Test("A planted bug that does not compile is named as a course problem with the compiler's error")
        func uncompilableBugIsACourseProblem() throws {
            let broken = sameDeclarations.replacingOccurrences(of: "count += amount + 1", with: "count += amount +")
            let root = try course(adding: [("bug-broken.swift", broken)])
            defer { try? FileManager.default.removeItem(at: root) }
            let checked = TestSupport.runTool(
                ["check", "tally-tests"], root: root, cache: root.appending(path: ".checker"))
            #expect(checked.status != 0, "\(checked.output)")
            #expect(checked.output.contains("The planted bug"), "\(checked.output)")
            #expect(checked.output.contains("bug-broken.swift does not compile"), "\(checked.output)")
        }
    }
}
