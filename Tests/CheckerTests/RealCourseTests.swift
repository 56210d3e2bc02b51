import CheckerKit
import Foundation
import Testing

extension WholeCourseTests {
    /// The workbook's own course: every exercise listed in `Chapters/course.json` must fail as
    /// shipped and pass with its solution. Exercises added later are covered without editing this.
    @Suite struct RealCourse {
        @Test("The course manifest parses and lists chapter folders that exist")
        func manifestParses() throws {
            let course = try Course(root: TestSupport.packageRoot)
            #expect(!course.title.isEmpty)
            for exercise in course.exercises {
                #expect(
                    FileManager.default.fileExists(
                        atPath: TestSupport.packageRoot.appending(path: exercise.checkPath).path),
                    "\(exercise.id): missing check file \(exercise.checkPath)")
            }
        }

        @Test("Every shipped stub fails and every solution passes")
        func verify() throws {
            let course = try Course(root: TestSupport.packageRoot)
            let run = TestSupport.runTool(["verify", "--format", "json"], root: TestSupport.packageRoot)
            let report = try TestSupport.report(run.output)
            let verified = try #require(report.verified)
            #expect(verified.map(\.id) == course.exercises.map(\.id))
            for entry in verified {
                #expect(entry.ok, "\(entry.id): \(entry.problems.joined(separator: " "))")
            }
            #expect(run.status == 0)
        }
    }
}
