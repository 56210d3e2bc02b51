import Foundation
import Testing

@testable import CheckerKit

/// The progress `watch` shows after a save (`CourseProgress.updating(_:with:)`): the exercise just
/// checked takes its new standing at once, the others keep theirs until they are read again.
@Suite struct CourseProgressTests {
    private func result(_ id: String, _ status: ExerciseResult.Status) -> ExerciseResult {
        ExerciseResult(id: id, status: status, summary: "", checks: [], compileErrors: [], duration: 0)
    }

    @Test("A check updates its own exercise's standing, and only that one")
    func updatingOneExercise() throws {
        let course = try Course(root: TestSupport.fixtureRoot)
        let exercises = course.exercises
        try #require(exercises.count >= 2)
        let before = CourseProgress(
            course: course, standings: [.done] + Array(repeating: .notChecked, count: exercises.count - 1))
        #expect(before.doneCount == 1)

        let passed = before.updating(exercises[1], with: result(exercises[1].id, .passed))
        #expect(passed.doneCount == 2)
        #expect(passed.standing(of: exercises[1]) == .done)
        #expect(Array(passed.standings.dropFirst(2)) == Array(before.standings.dropFirst(2)))

        let failed = passed.updating(exercises[0], with: result(exercises[0].id, .compileError))
        #expect(failed.doneCount == 1)
        #expect(failed.standing(of: exercises[0]) == .failed(.compileError))
        #expect(failed.current?.id == exercises[0].id)
    }
}
