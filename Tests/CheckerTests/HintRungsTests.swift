import CheckerKit
import Foundation
import Testing

/// The course's hints come in three rungs: the idea (with the lesson section that says it), the
/// API (a spelling with an example that is not the answer), then the near-solution.
@Suite struct HintRungsTests {
    @Test("Every exercise of the course has three rungs of hints, the first naming the lesson")
    func threeRungs() throws {
        let course = try Course(root: TestSupport.packageRoot)
        for exercise in course.exercises {
            #expect(exercise.hints.count == 3, "\(exercise.id) has \(exercise.hints.count) hints")
            #expect(
                exercise.hints.first?.contains("lesson") == true,
                "\(exercise.id): the first hint should say where the lesson explains the idea")
            #expect(Set(exercise.hints).count == exercise.hints.count, "\(exercise.id) repeats a hint")
        }
    }
}
