import Foundation

/// `checker solution [<id>]`: the reference solution of an exercise (the current one when no id
/// is given). Once the exercise passes it is shown at once, to compare; before, the learner is
/// asked first, and without a terminal to ask on it is refused unless `--yes` is given.
enum SolutionCommand: CheckerCommand {
    static let description = CommandDescription(
        name: "solution", operand: .optionalExercise, summary: .commandSolution,
        options: [.yes, .timeLimit])

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        let course = try context.course()
        let checker = try context.makeChecker()
        guard let exercise = try context.exerciseOrCurrent(invocation, in: course, checker: checker) else {
            context.output(Phrase.everyExercisePasses.text())
            return 0
        }
        guard
            let solution = try? String(
                contentsOf: context.tool.root.appending(path: exercise.solutionPath), encoding: .utf8)
        else {
            throw CheckerError.solutionMissing(id: exercise.id, path: exercise.solutionPath)
        }
        let passes = checker.check(context.sources(of: exercise)).passed
        if !passes && !context.options.yes {
            guard let terminal = context.tool.terminal else {
                throw CheckerError.solutionNeedsConfirmation(id: exercise.id)
            }
            guard terminal.confirm(Phrase.solutionAsk.text(exercise.id)) else {
                context.output(Phrase.solutionNotShown.text(exercise.id))
                return 1
            }
        }
        context.output(Phrase.solutionHeader.text(exercise.id, exercise.solutionPath) + "\n\n" + solution)
        return 0
    }
}
