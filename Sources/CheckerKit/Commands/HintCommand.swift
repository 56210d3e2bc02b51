/// `checker hint [<id>]`: the next hint of an exercise (the current one when no id is given),
/// with the hints already seen, remembering how many were shown.
enum HintCommand: CheckerCommand {
    static let description = CommandDescription(name: "hint", operand: .optionalExercise, summary: .commandHint)

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        let course = try context.course()
        guard
            let exercise = try invocation.exerciseID.map({ try context.exercise($0, in: course) })
                ?? CourseProgress(course: course, checker: try context.makeChecker(), context: context).current
        else {
            context.output(Phrase.everyExercisePasses.text())
            return 0
        }
        context.output(
            text(for: exercise, log: .inCache(context.tool.cacheDirectory)))
        return 0
    }

    /// The hints seen so far and the next one; records that it was shown.
    static func text(for exercise: Exercise, log: HintLog) -> String {
        let hints = exercise.localizedHints
        guard !hints.isEmpty else {
            return Phrase.hintNone.text(exercise.id, ChapterLayout(folder: exercise.chapterFolder).lesson)
        }
        let next = min(log.shownCount(for: exercise.id), hints.count - 1)
        var lines = hints.prefix(next).enumerated().map {
            Phrase.hintSeen.text($0.offset + 1) + " " + $0.element
        }
        lines.append(Phrase.hintNext.text(next + 1, hints.count) + " " + hints[next])
        if next == hints.count - 1 {
            lines.append(Phrase.hintLast.text(exercise.id, exercise.solutionPath))
        }
        log.setShownCount(next + 1, for: exercise.id)
        return lines.joined(separator: "\n")
    }
}
