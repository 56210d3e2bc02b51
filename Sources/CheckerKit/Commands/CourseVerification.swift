import Foundation

/// `verify`: checks every exercise as shipped (its stub from `Tests/Stubs/`, not the learner's working
/// file, so verify passes in a clone whose exercises are solved), with its solution in the stub's
/// place, and with each of its variants there (compiled from the `Solutions/` and `Variants/`
/// files themselves, so no learner file is touched). A stub must compile and fail; a solution
/// must pass; a correct variant must pass and a wrong one compile and fail (see `ExerciseVariant`).
struct CourseVerification {
    /// Shipped-stub outcomes that count as "fails until solved".
    static let acceptedStubStatuses: Set<ExerciseResult.Status> = [.failed, .crashed]

    /// The exercises judged: the course's, or the one `verify <id>` names.
    let exercises: [Exercise]
    let tool: CheckerCommandLine
    let options: CommandOptions

    func run() throws -> [JSONReport.VerifyEntry] {
        let checker = try tool.makeChecker(timeLimit: options.timeLimit, fresh: options.fresh)
        let variants = exercises.map { ExerciseVariant.all(of: $0, root: tool.root) }
        // Per exercise: the stub, the solution, then each variant, all in one parallel batch.
        let files = exercises.indices.map {
            [exercises[$0].stubPath, exercises[$0].solutionPath] + variants[$0].map(\.path)
        }
        let work = exercises.indices.flatMap { index in
            files[index].map { ExerciseSources(exercise: exercises[index], learnerFile: $0, root: tool.root) }
        }
        var results = checker.checkAll(work, jobs: options.jobs)[...]
        var entries: [JSONReport.VerifyEntry] = []
        for (index, exercise) in exercises.enumerated() {
            let mine = Array(results.prefix(files[index].count))
            results = results.dropFirst(files[index].count)
            let judged = Array(zip(variants[index], mine.dropFirst(2)))
            let entry = entry(for: exercise, shipped: mine[0], solution: mine[1], variants: judged)
            entries.append(entry)
            if !options.json {
                tool.output(
                    entry.ok
                        ? "✔ \(entry.id): the stub fails (\(entry.shipped.summary)), the solution passes, and its \(judged.count) variants are judged right."
                        : "✘ \(entry.id): " + entry.problems.joined(separator: " ")
                            + details(shipped: mine[0], solution: mine[1], variants: judged, exercise: exercise))
            }
        }
        return entries
    }

    private func entry(
        for exercise: Exercise, shipped: ExerciseResult, solution: ExerciseResult,
        variants: [(ExerciseVariant, ExerciseResult)]
    ) -> JSONReport.VerifyEntry {
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
            problems.append(
                "Exercise files must not reuse the examples' names: "
                    + clashes.map(\.description).joined(separator: "; ")
                    + ". Against the examples' library such a name shadows the example, so a learner who deleted it would be checked against the example's code: rename it."
            )
        }
        if exercise.hints.isEmpty {
            problems.append("The exercise has no hints.")
        }
        for (language, translated) in exercise.translatedHints.sorted(by: { $0.key < $1.key })
        where translated.count != exercise.hints.count {
            problems.append(
                "The exercise has \(exercise.hints.count) hints but \(translated.count) in \"\(language)\" (translatedHints): give each hint in every language, in the same order."
            )
        }
        problems += variants.compactMap { $0.problem(with: $1) }
        if let shortfall = ExerciseVariant.shortfall(in: variants.map(\.0), of: exercise) {
            problems.append(shortfall)
        }
        return JSONReport.VerifyEntry(
            id: exercise.id, ok: problems.isEmpty, problems: problems,
            shipped: JSONReport.Entry(shipped, exercise: exercise, file: exercise.stubPath),
            solution: JSONReport.Entry(solution, exercise: exercise, file: exercise.solutionPath),
            variants: variants.map { JSONReport.VariantEntry(variant: $0, result: $1, exercise: exercise) })
    }

    /// The full report of each side that broke the rule.
    private func details(
        shipped: ExerciseResult, solution: ExerciseResult, variants: [(ExerciseVariant, ExerciseResult)],
        exercise: Exercise
    ) -> String {
        var broken: [ExerciseResult] = []
        if !shipped.passed && !Self.acceptedStubStatuses.contains(shipped.status) { broken.append(shipped) }
        if !solution.passed { broken.append(solution) }
        broken += variants.filter { $0.0.problem(with: $0.1) != nil && !$0.1.passed }.map(\.1)
        return broken.map { "\n" + ResultText.indent(ResultText.render($0, exercise: exercise), by: 4) }.joined()
    }
}
