/// `checker verify [<id>]`, for course authors: every shipped stub fails, every solution passes, every
/// variant is judged right, and every exercise, check, solution and stub file is one a manifest
/// lists. With an id, only that exercise's stub, solution and variants are judged (the files are
/// still all looked at), so an author changing one exercise need not wait for the course.
enum VerifyCommand: CheckerCommand {
    static let description = CommandDescription(
        name: "verify", operand: .optionalExercise, summary: .commandVerify, options: [.timeLimit, .jobs, .fresh],
        formats: [.json], audience: .courseAuthor)

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        let course = try context.course()
        let unlisted = UnlistedFiles.find(in: course, root: context.tool.root)
        let problems = unlisted.map { Phrase.verifyUnlistedFile.text($0) }
        if !context.options.json {
            for problem in problems { context.output("✘ " + problem) }
        }
        let exercises = try invocation.exerciseID.map { [try context.exercise($0, in: course)] } ?? course.exercises
        let report = try CourseVerification(exercises: exercises, tool: context.tool, options: context.options).run()
        let passed = report.allSatisfy(\.ok) && problems.isEmpty
        if context.options.json {
            var json = JSONReport(command: "verify", passed: passed, verified: report)
            json.problems = problems
            context.output(json.encoded())
        } else {
            let broken = report.filter { !$0.ok }
            context.output(
                "\n"
                    + (broken.isEmpty
                        ? Phrase.verifyAllRight.text(report.count)
                        : Phrase.verifyBroken.text(broken.count, report.count, broken.map(\.id).joined(separator: ", ")))
                    + (problems.isEmpty ? "" : "\n" + Phrase.verifyUnlistedSummary.text(problems.count)))
        }
        return passed ? 0 : 1
    }
}
