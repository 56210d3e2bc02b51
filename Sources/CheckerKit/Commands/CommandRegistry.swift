/// Every command the checker knows, in the order the usage text lists them (after grouping by
/// audience). Adding a command is adding its type here.
public enum CommandRegistry {
    public static let all: [any CheckerCommand.Type] = [
        ProgressCommand.self,
        WatchCommand.self,
        ListCommand.self,
        CheckCommand.self,
        NextCommand.self,
        HintCommand.self,
        SolutionCommand.self,
        ResetCommand.self,
        HelpCommand.self,
        VerifyCommand.self,
        ReportCommand.self,
        DemoCommand.self,
        GraphCommand.self,
    ]

    /// The command called `name` ("" for the one run without a name).
    static func command(named name: String) -> (any CheckerCommand.Type)? {
        all.first { $0.description.name == name }
    }
}
