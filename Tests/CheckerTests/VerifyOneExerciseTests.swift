import CheckerKit
import Foundation
import Testing

/// `verify <id>` judges one exercise: a course author who changed one exercise's checks or
/// variants need not wait for the whole course.
extension CompilingTests {
    @Suite struct VerifyOneExercise {
        @Test("verify <id> reports that exercise alone; an unknown id is refused with suggestions")
        func oneExercise() throws {
            let run = TestSupport.runTool(["verify", "passing", "--format", "json"])
            let verified = try #require(try TestSupport.report(run.output).verified)
            #expect(verified.map(\.id) == ["passing"], "\(run.output)")
            let unknown = TestSupport.runTool(["verify", "pasing"])
            #expect(unknown.status != 0)
            #expect(unknown.output.contains("passing"), "\(unknown.output)")
        }
    }
}
