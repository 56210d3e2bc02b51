import Foundation

/// `verify`: checks every exercise twice, as shipped (its stub from `Stubs/`, not the learner's
/// working file, so verify passes in a clone whose exercises are solved) and with its solution
/// (compiled from the `Solutions/` file itself, so no learner file is touched). A stub must
/// compile and fail; a solution must pass.
struct CourseVerification {
    /// Shipped-stub outcomes that count as "fails until solved".
    static let acceptedStubStatuses: Set<ExerciseResult.Status> = [.failed, .crashed]

    let course: Course
    let tool: CheckerCommandLine
    let options: CommandOptions

    func run() throws -> [JSONReport.VerifyEntry] {
        let checker = try tool.makeChecker(timeLimit: options.timeLimit, fresh: options.fresh)
        let work = course.exercises.flatMap { exercise in
            [exercise.stubPath, exercise.solutionPath].map { ExerciseSources(exercise: exercise, learnerFile: $0, root: tool.root) }
        }
        let results = checker.checkAll(work, jobs: options.jobs)
        let entries = course.exercises.enumerated().map { index, exercise in
            entry(for: exercise, shipped: results[2 * index], solution: results[2 * index + 1])
        }
        if !options.json {
            for (index, exercise) in course.exercises.enumerated() {
                let entry = entries[index]
                tool.output(entry.ok
                    ? "✔ \(entry.id): the stub fails (\(entry.shipped.summary)) and the solution passes."
                    : "✘ \(entry.id): " + entry.problems.joined(separator: " ")
                        + details(shipped: results[2 * index], solution: results[2 * index + 1], exercise: exercise))
            }
        }
        return entries
    }

    private func entry(for exercise: Exercise, shipped: ExerciseResult, solution: ExerciseResult) -> JSONReport.VerifyEntry {
        var problems: [String] = []
        if shipped.passed {
            problems.append("The stub passes as shipped, so its checks do not test the exercise.")
        } else if !Self.acceptedStubStatuses.contains(shipped.status) {
            problems.append("The stub must compile and fail its checks, but: \(shipped.summary)")
        }
        if !solution.passed {
            problems.append("The solution does not pass: \(solution.summary)")
        }
        let stubName = exercise.exercisePath.split(separator: "/").last
        if stubName != exercise.solutionPath.split(separator: "/").last {
            problems.append("The solution's file name must be the stub's (\(stubName ?? "")).")
        }
        let examples = ExerciseSources(exercise: exercise, learnerFile: exercise.exercisePath, root: tool.root).examples
        let clashes = [exercise.stubPath, exercise.solutionPath, exercise.checkPath].flatMap {
            NameClashes.find(in: $0, examples: examples, root: tool.root)
        }
        if !clashes.isEmpty {
            problems.append("Exercise files must not reuse the examples' names: " + clashes.map(\.description).joined(separator: "; ")
                + ". Against the examples' library such a name shadows the example, so a learner who deleted it would be checked against the example's code: rename it.")
        }
        if exercise.hints.isEmpty {
            problems.append("The exercise has no hints.")
        }
        return JSONReport.VerifyEntry(
            id: exercise.id, ok: problems.isEmpty, problems: problems,
            shipped: JSONReport.Entry(shipped, exercise: exercise, file: exercise.stubPath),
            solution: JSONReport.Entry(solution, exercise: exercise, file: exercise.solutionPath))
    }

    /// The full report of each side that broke the rule.
    private func details(shipped: ExerciseResult, solution: ExerciseResult, exercise: Exercise) -> String {
        var broken: [ExerciseResult] = []
        if !shipped.passed && !Self.acceptedStubStatuses.contains(shipped.status) { broken.append(shipped) }
        if !solution.passed { broken.append(solution) }
        return broken.map { "\n" + ResultText.indent(ResultText.render($0, exercise: exercise), by: 4) }.joined()
    }
}
