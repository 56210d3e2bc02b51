/// `checker reset <id>`: restores the exercise's shipped stub, backing the learner's file up first.
enum ResetCommand: CheckerCommand {
    static let description = CommandDescription(name: "reset", operand: .exercise, summary: .commandReset)

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        let course = try context.course()
        let exercise = try context.exercise(invocation.exerciseID ?? "", in: course)
        context.output(try text(resetting: exercise, context: context))
        return 0
    }

    /// Restores the stub and says what was done.
    static func text(resetting exercise: Exercise, context: CommandContext) throws -> String {
        let restorer = StubRestorer(
            root: context.tool.root, backupDirectory: context.tool.cacheDirectory.appending(path: "backups"))
        let outcome = try restorer.restore(exercise)
        if outcome.wasUnchanged { return Phrase.resetUnchanged.text(exercise.exercisePath) }
        return Phrase.resetDone.text(exercise.exercisePath)
            + (outcome.backup.map { "\n" + Phrase.resetBackup.text($0) } ?? "")
    }
}
