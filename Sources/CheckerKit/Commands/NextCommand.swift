/// `checker next`: checks the current exercise (the first in course order not known to pass) and,
/// once it passes, moves on: shows the next exercise, its file and lesson. While it does not pass,
/// shows its result and says to finish it first (as rustlings' `next` does).
enum NextCommand: CheckerCommand {
    static let description = CommandDescription(
        name: "next", summary: .commandNext, options: [.timeLimit, .fresh], formats: [.json])

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        let course = try context.course()
        let checker = try context.makeChecker()
        guard let current = CourseProgress(course: course, checker: checker, context: context).current else {
            if context.options.json {
                context.output(JSONReport(command: "next", passed: true, exercises: []).encoded())
            } else {
                context.output(Phrase.everyExercisePasses.text())
            }
            return 0
        }
        let result = checker.check(context.sources(of: current))
        let progress = CourseProgress(course: course, checker: checker, context: context)
        let next = result.passed ? progress.current : nil
        if context.options.json {
            var report = JSONReport(
                command: "next", passed: result.passed,
                exercises: [
                    JSONReport.Entry(
                        result, exercise: current, file: current.exercisePath,
                        hints: .inCache(context.tool.cacheDirectory))
                ])
            report.next = next?.id
            report.done = progress.doneCount
            report.total = course.exercises.count
            context.output(report.encoded())
            return result.passed ? 0 : 1
        }
        var lines = [ResultText.render(result, exercise: current), ""]
        guard result.passed else {
            lines.append(Phrase.nextNotYet.text(current.id))
            context.output(lines.joined(separator: "\n"))
            return 1
        }
        lines.append(ProgressText.bar(done: progress.doneCount, total: course.exercises.count))
        if let next {
            lines += ["", Phrase.nextUp.text()] + ExerciseIntroduction.lines(for: next, root: context.tool.root)
            lines.append(Phrase.progressStuck.text(next.id))
        } else {
            lines.append(Phrase.nextFinished.text())
        }
        context.output(lines.joined(separator: "\n"))
        return 0
    }
}
