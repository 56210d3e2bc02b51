import Foundation

/// What a command works with: the tool (root, caches, output), the course once loaded, and the
/// learner's progress through it.
public struct CommandContext: Sendable {
    /// The tool running the command.
    public let tool: CheckerCommandLine
    /// The command's options.
    public let options: CommandOptions

    /// Prints `text` (a line or several).
    public func output(_ text: String) {
        tool.output(text)
    }

    /// The course at the tool's root.
    public func course() throws -> Course {
        try Course(root: tool.root)
    }

    /// A checker for the tool's root with the command's time limit and `--fresh`.
    func makeChecker() throws -> Checker {
        try tool.makeChecker(timeLimit: options.timeLimit, fresh: options.fresh)
    }

    /// The learner's working file of `exercise` with the files it is checked with.
    func sources(of exercise: Exercise) -> ExerciseSources {
        ExerciseSources(exercise: exercise, learnerFile: exercise.exercisePath, root: tool.root)
    }

    /// The exercise `id` names; a mistyped id gets the closest ones ("did you mean").
    func exercise(_ id: String, in course: Course) throws -> Exercise {
        if let exercise = course.exercises.first(where: { $0.id == id }) { return exercise }
        throw CheckerError.unknownExercise(
            id, suggestions: Suggestions.closest(to: id, among: course.exercises.map(\.id)))
    }

    /// The exercise the invocation names, or the current one (the first in course order not
    /// known to pass); nil when none is named and every exercise passes.
    func exerciseOrCurrent(_ invocation: Invocation, in course: Course, checker: Checker) throws -> Exercise? {
        if let id = invocation.exerciseID { return try exercise(id, in: course) }
        return CourseProgress(course: course, checker: checker, context: self).current
    }
}
