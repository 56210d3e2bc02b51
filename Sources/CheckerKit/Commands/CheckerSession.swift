import Foundation

/// The commands themselves, for one loaded course and one set of options.
struct CheckerSession {
    let course: Course
    let options: CommandOptions
    let tool: CheckerCommandLine

    private var output: @Sendable (String) -> Void { tool.output }

    /// No arguments: walks the exercises in order, re-checking the first one not known to pass
    /// (and moving on while it passes), then shows the progress bar and the current exercise.
    func showProgress() throws -> Int32 {
        guard !course.exercises.isEmpty else {
            output("\(course.title)\nThe course has no exercises yet.")
            return 0
        }
        let checker = try tool.makeChecker(timeLimit: options.timeLimit)
        var current: (Exercise, ExerciseResult)?
        for exercise in course.exercises {
            let sources = ExerciseSources(exercise: exercise, learnerFile: exercise.exercisePath, root: tool.root)
            if checker.cachedResult(for: sources)?.passed == true { continue }
            let result = checker.check(sources)
            if !result.passed {
                current = (exercise, result)
                break
            }
        }
        let done = course.exercises.filter { exercise in
            checker.cachedResult(for: ExerciseSources(exercise: exercise, learnerFile: exercise.exercisePath, root: tool.root))?.passed == true
        }.count
        var lines = [course.title, ProgressText.bar(done: done, total: course.exercises.count), ""]
        guard let (exercise, result) = current else {
            lines.append("Every exercise passes. Well done!")
            output(lines.joined(separator: "\n"))
            return done == course.exercises.count ? 0 : 1
        }
        lines += [
            "Current exercise: \(exercise.id) — \(exercise.title) (chapter \(exercise.chapterNumber), \(exercise.chapterTitle))",
            "File: \(exercise.exercisePath)",
        ]
        let lesson = "Chapters/\(exercise.chapterFolder)/README.md"
        if FileManager.default.fileExists(atPath: tool.root.appending(path: lesson).path) { lines.append("Lesson: \(lesson)") }
        lines += [
            "",
            ResultText.render(result, exercise: exercise),
            "",
            "When you have edited \(exercise.exercisePath), run `swift run checker` again.",
            "Stuck? `swift run checker hint \(exercise.id)` shows a hint.",
        ]
        output(lines.joined(separator: "\n"))
        return 1
    }

    /// Every exercise with its chapter, id, title and status from the cache (nothing is compiled).
    func list() throws -> Int32 {
        let checker = try tool.makeChecker(timeLimit: options.timeLimit)
        let idWidth = course.exercises.map(\.id.count).max() ?? 0
        var lines = [course.title]
        var chapter = ""
        for exercise in course.exercises {
            if exercise.chapterFolder != chapter {
                chapter = exercise.chapterFolder
                lines.append("\nChapter \(exercise.chapterNumber): \(exercise.chapterTitle)")
            }
            let sources = ExerciseSources(exercise: exercise, learnerFile: exercise.exercisePath, root: tool.root)
            let status: String
            if !FileManager.default.fileExists(atPath: tool.root.appending(path: exercise.exercisePath).path) {
                status = "✘ file missing"
            } else if let result = checker.cachedResult(for: sources) {
                status = result.passed ? "✔ done" : "✘ \(result.status.rawValue)"
            } else {
                status = "· not checked since last edit"
            }
            lines.append("  \(exercise.id.padding(toLength: idWidth, withPad: " ", startingAt: 0))  \(status.padding(toLength: 32, withPad: " ", startingAt: 0))  \(exercise.title)")
        }
        output(lines.joined(separator: "\n"))
        return 0
    }

    /// `check <id>` and `check --all`.
    func check(_ exercises: [Exercise]) throws -> Int32 {
        let checker = try tool.makeChecker(timeLimit: options.timeLimit)
        let work = exercises.map { ExerciseSources(exercise: $0, learnerFile: $0.exercisePath, root: tool.root) }
        let single = exercises.count == 1
        let json = options.json
        let output = self.output
        let byID = Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0) })
        let results = checker.checkAll(work, jobs: options.jobs) { result in
            guard !json, !single, let exercise = byID[result.id] else { return }
            output(ResultText.line(result, exercise: exercise))
        }
        let passed = results.filter(\.passed).count
        if json {
            let entries = zip(results, exercises).map { JSONReport.Entry($0, exercise: $1, file: $1.exercisePath) }
            output(JSONReport(command: "check", passed: passed == results.count, exercises: entries).encoded())
        } else if single, let result = results.first {
            output(ResultText.render(result, exercise: exercises[0]))
        } else {
            output("\n\(passed)/\(results.count) exercises pass." + (passed < results.count ? " Run `swift run checker check <id>` for the details of one." : ""))
        }
        return passed == results.count ? 0 : 1
    }

    /// The next hint, remembering how many were shown.
    func hint(_ exercise: Exercise) throws -> Int32 {
        let log = HintLog(file: tool.cacheDirectory.appending(path: "hints.json"))
        guard !exercise.hints.isEmpty else {
            output("\(exercise.id) has no hints. Reread Chapters/\(exercise.chapterFolder)/README.md and the examples it points to.")
            return 0
        }
        let shown = log.shownCount(for: exercise.id)
        let next = min(shown, exercise.hints.count - 1)
        var lines = exercise.hints.prefix(next).enumerated().map { "Hint \($0.offset + 1) (seen): \($0.element)" }
        lines.append("Hint \(next + 1) of \(exercise.hints.count): \(exercise.hints[next])")
        if next == exercise.hints.count - 1 {
            lines.append("That is the last hint. The solution is in \(exercise.solutionPath) if you need it.")
        }
        log.setShownCount(next + 1, for: exercise.id)
        output(lines.joined(separator: "\n"))
        return 0
    }

    /// Every stub must fail as shipped and pass with its solution substituted; every variant must be judged right.
    func verify() throws -> Int32 {
        let report = try CourseVerification(course: course, tool: tool, options: options).run()
        if options.json {
            output(JSONReport(command: "verify", passed: report.allSatisfy(\.ok), verified: report).encoded())
        } else {
            let broken = report.filter { !$0.ok }
            output("\n" + (broken.isEmpty
                ? "Verified \(report.count) exercises: every stub fails, every solution passes, and every variant is judged right."
                : "\(broken.count) of \(report.count) exercises break the rule: \(broken.map(\.id).joined(separator: ", "))."))
        }
        return report.allSatisfy(\.ok) ? 0 : 1
    }

    /// Restores the shipped stub, backing the learner's file up first.
    func reset(_ exercise: Exercise) throws -> Int32 {
        let restorer = StubRestorer(root: tool.root, backupDirectory: tool.cacheDirectory.appending(path: "backups"))
        let backup = try restorer.restore(exercise)
        output("Restored \(exercise.exercisePath) to its original stub."
            + (backup.map { "\nYour previous version is backed up at \($0)" } ?? ""))
        return 0
    }
}
