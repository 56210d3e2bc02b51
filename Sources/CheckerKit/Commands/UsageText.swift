/// The usage text, written from the commands' descriptions: a line per command, grouped by who
/// it is for, then a line per option naming the commands that take it.
public enum UsageText {
    /// The whole text, in the current language.
    public static var text: String {
        let commands = CommandRegistry.all.map { $0.description }
        let width =
            max(
                24,
                (commands.map(\.synopsis.count) + CommandOption.allCases.map { optionSynopsis($0).count }).max() ?? 0)
            + 2
        var lines = [Phrase.usageHeader.text()]
        for audience in [CommandDescription.Audience.learner, .courseAuthor, .instructor] {
            let group = commands.filter { $0.audience == audience }
            guard !group.isEmpty else { continue }
            lines.append("")
            lines.append(heading(audience))
            for command in group {
                lines.append(
                    "  " + command.synopsis.padding(toLength: width, withPad: " ", startingAt: 0)
                        + command.summary.text())
            }
        }
        lines.append("")
        lines.append(Phrase.usageOptions.text())
        for option in CommandOption.allCases {
            let takers = commands.filter { $0.options.contains(option) || (option == .format && !$0.formats.isEmpty) }
            guard !takers.isEmpty else { continue }
            let names = takers.map { $0.name.isEmpty ? Phrase.usageNoCommand.text() : $0.name }.joined(separator: ", ")
            var summary = option.summary.text()
            if option == .format {
                let formats = OutputFormat.allCases.filter { format in
                    format != .text && takers.contains { $0.formats.contains(format) }
                }
                summary = Phrase.optionFormatValues.text(formats.map(\.rawValue).joined(separator: ", "))
            }
            lines.append(
                "  " + optionSynopsis(option).padding(toLength: width, withPad: " ", startingAt: 0) + summary
                    + " (\(names))")
        }
        return lines.joined(separator: "\n")
    }

    private static func optionSynopsis(_ option: CommandOption) -> String {
        option.valueExample == nil
            ? option.rawValue
            : "\(option.rawValue) <\(option == .format ? "format" : option == .course || option == .submission ? "dir" : option == .output ? "file" : option == .jobs ? "n" : "seconds")>"
    }

    private static func heading(_ audience: CommandDescription.Audience) -> String {
        switch audience {
        case .learner: Phrase.usageForLearners.text()
        case .courseAuthor: Phrase.usageForAuthors.text()
        case .instructor: Phrase.usageForInstructors.text()
        }
    }
}
