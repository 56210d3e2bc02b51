/// `checker report`, for instructors: grades the exercise files, every exercise checked fresh
/// (see `GradingReport`), as text, JSON, JUnit XML or Gradescope's `results.json`.
enum ReportCommand: CheckerCommand {
    static let description = CommandDescription(
        name: "report", summary: .commandReport,
        options: [.timeLimit, .jobs, .course, .submission, .output, .allowUnsandboxed],
        formats: [.json, .junit, .gradescope], audience: .instructor)

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        try GradingReport(options: context.options, tool: context.tool).run()
    }
}
