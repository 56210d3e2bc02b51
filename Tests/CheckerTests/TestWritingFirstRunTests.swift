import CheckerKit
import Foundation
import Testing

extension CompilingTests {
    /// A learner's suite that fails against the course's correct feature fails whatever the
    /// planted bugs do: the planted bugs are then not compiled at all (issue 26: a test-writing
    /// exercise's first checks waited for every bug's compile).
    @Suite struct TestWritingFirstRun {
        /// A copy of the one-exercise test-writing course with the learner's file `tests` in place.
        private func course(with tests: String) throws -> URL {
            let root = try TestSupport.testWritingCourse("test-writing-first-run")
            try tests.write(
                to: root.appending(path: "Chapters/01-Tally/Exercises/TallyTests.swift"), atomically: true,
                encoding: .utf8)
            return root
        }

        /// The subjects the check compiled (the correct feature and planted bugs), by count.
        private func subjectsBuilt(in cache: URL) -> Int {
            TestSupport.storedFeatureVersions(in: cache).count
        }

        @Test("failing against the correct feature: only it is compiled; passing: every planted bug too")
        func bugsCompiledOnlyForAPassingSuite() throws {
            let failing = try course(
                with: "import Testing\n\n@Test func countStartsAtOne() {\n    #expect(Tally().count == 1)\n}\n")
            defer { try? FileManager.default.removeItem(at: failing) }
            let failingCache = failing.appending(path: ".checker")
            let failed = TestSupport.runTool(["check", "tally-tests"], root: failing, cache: failingCache)
            #expect(failed.status == 1, "\(failed.output)")
            #expect(subjectsBuilt(in: failingCache) == 1, "\(failed.output)")

            let solution = try String(
                contentsOf: failing.appending(path: "Solutions/01-Tally/TallyTests.swift"), encoding: .utf8)
            let passing = try course(with: solution)
            defer { try? FileManager.default.removeItem(at: passing) }
            let passingCache = passing.appending(path: ".checker")
            let passed = TestSupport.runTool(["check", "tally-tests"], root: passing, cache: passingCache)
            #expect(passed.status == 0, "\(passed.output)")
            #expect(subjectsBuilt(in: passingCache) == 3, "the correct feature and two planted bugs")
        }
    }
}
