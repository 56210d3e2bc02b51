import Foundation

/// `checker check [<id> | --all]`: checks one exercise (the current one when no id is given) with
/// its full report, or every exercise, reported line by line in course order.
enum CheckCommand: CheckerCommand {
    static let description = CommandDescription(
        name: "check", operand: .exerciseOrAll, summary: .commandCheck,
        options: [.timeLimit, .jobs, .fresh], formats: [.json])

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        let course = try context.course()
        let checker = try context.makeChecker()
        let exercises: [Exercise]
        if invocation.all {
            exercises = course.exercises
        } else if let exercise = try context.exerciseOrCurrent(invocation, in: course, checker: checker) {
            exercises = [exercise]
        } else {
            if context.options.json {
                context.output(JSONReport(command: "check", passed: true, exercises: []).encoded())
            } else {
                context.output(Phrase.everyExercisePasses.text())
            }
            return 0
        }
        let results = check(exercises, with: checker, context: context)
        let passed = results.filter(\.passed).count
        if context.options.json {
            let entries = zip(results, exercises).map {
                JSONReport.Entry(
                    $0, exercise: $1, file: $1.exercisePath, hints: .inCache(context.tool.cacheDirectory))
            }
            context.output(JSONReport(command: "check", passed: passed == results.count, exercises: entries).encoded())
        } else if exercises.count == 1, let result = results.first {
            context.output(ResultText.render(result, exercise: exercises[0]))
        } else {
            context.output(
                "\n" + Phrase.checkAllSummary.text(passed, results.count)
                    + (passed < results.count ? " " + Phrase.checkAllDetails.text() : ""))
        }
        return passed == results.count ? 0 : 1
    }

    /// Checks `exercises` in parallel; with several, prints a line for each in course order as
    /// soon as it and every exercise before it are known.
    static func check(_ exercises: [Exercise], with checker: Checker, context: CommandContext) -> [ExerciseResult] {
        let printer = InOrderPrinter(exercises: exercises, output: context.tool.output)
        let streams = exercises.count > 1 && !context.options.json
        return checker.checkAll(exercises.map(context.sources(of:)), jobs: context.options.jobs) { result in
            if streams { printer.arrived(result) }
        }
    }
}

/// Prints one line per result in the order of the exercises, whatever order they finish in.
private final class InOrderPrinter: @unchecked Sendable {
    private let lock = NSLock()
    private let exercises: [Exercise]
    private let output: @Sendable (String) -> Void
    private var waiting: [String: ExerciseResult] = [:]
    private var next = 0

    init(exercises: [Exercise], output: @escaping @Sendable (String) -> Void) {
        self.exercises = exercises
        self.output = output
    }

    func arrived(_ result: ExerciseResult) {
        lock.withLock {
            waiting[result.id] = result
            while next < exercises.count, let ready = waiting.removeValue(forKey: exercises[next].id) {
                output(ResultText.line(ready, exercise: exercises[next]))
                next += 1
            }
        }
    }
}
