import Foundation

/// Where the learner stands, from the cache alone (nothing is compiled): each exercise is done,
/// failed (with how), never checked since its last edit, or missing. The current exercise is the
/// first in course order that is not done, as in rustlings.
struct CourseProgress {
    /// One exercise's standing.
    enum Standing: Equatable {
        case done
        case failed(ExerciseResult.Status)
        case notChecked
        case missing
    }

    let course: Course
    /// Each exercise's standing, in course order.
    let standings: [Standing]

    init(course: Course, checker: Checker, context: CommandContext) {
        self.course = course
        standings = course.exercises.map { exercise in
            if !FileManager.default.fileExists(atPath: context.tool.root.appending(path: exercise.exercisePath).path) {
                return .missing
            }
            guard let result = checker.cachedResult(for: context.sources(of: exercise)) else { return .notChecked }
            return result.passed ? .done : .failed(result.status)
        }
    }

    init(course: Course, standings: [Standing]) {
        self.course = course
        self.standings = standings
    }

    /// The same progress with `exercise` standing as `result` says (a check just made).
    func updating(_ exercise: Exercise, with result: ExerciseResult) -> CourseProgress {
        var standings = standings
        if let index = course.exercises.firstIndex(where: { $0.id == exercise.id }) {
            standings[index] = result.passed ? .done : .failed(result.status)
        }
        return CourseProgress(course: course, standings: standings)
    }

    /// How many exercises are done.
    var doneCount: Int { standings.filter { $0 == .done }.count }

    /// The first exercise not done, or nil when all are.
    var current: Exercise? {
        zip(course.exercises, standings).first { $0.1 != .done }?.0
    }

    /// The standing of `exercise`.
    func standing(of exercise: Exercise) -> Standing {
        course.exercises.firstIndex { $0.id == exercise.id }.map { standings[$0] } ?? .notChecked
    }

    /// Done and total of the chapter in `folder`.
    func chapterCount(_ folder: String) -> (done: Int, total: Int) {
        let mine = zip(course.exercises, standings).filter { $0.0.chapterFolder == folder }
        return (mine.filter { $0.1 == .done }.count, mine.count)
    }

    /// The exercise after `exercise` in course order that is not done, or nil.
    func nextNotDone(after exercise: Exercise) -> Exercise? {
        guard let index = course.exercises.firstIndex(where: { $0.id == exercise.id }) else { return current }
        return zip(course.exercises, standings).dropFirst(index + 1).first { $0.1 != .done }?.0
            ?? zip(course.exercises, standings).first { $0.1 != .done && $0.0.id != exercise.id }?.0
    }
}
