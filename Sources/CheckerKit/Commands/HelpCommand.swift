/// `checker help` (or `-h`, `--help`): the usage text, written from the commands' descriptions.
enum HelpCommand: CheckerCommand {
    static let description = CommandDescription(name: "help", summary: .commandHelp)

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        context.output(UsageText.text)
        return 0
    }
}
