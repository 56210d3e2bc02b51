/// A command and how it was invoked.
public struct ParsedCommand: Sendable {
    /// The command's type.
    public let command: any CheckerCommand.Type
    /// Its exercise id, `--all` and options.
    public let invocation: Invocation
}

/// Reads `checker` arguments into a command and its invocation, using only the commands'
/// descriptions (`CommandRegistry.all`): what each takes is said once, in its own file.
public enum CommandLineParser {
    /// Parses `arguments` (without the program name), or throws a `CheckerError` that says what
    /// is wrong and what would be right.
    public static func parse(_ arguments: [String]) throws -> ParsedCommand {
        var invocation = Invocation()
        var words: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" {
                return ParsedCommand(command: HelpCommand.self, invocation: Invocation())
            }
            if argument == "--all" {
                invocation.all = true
                continue
            }
            if argument == "--json" {
                invocation.options.format = .json
                invocation.options.given.insert(.format)
                continue
            }
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            guard let option = CommandOption(rawValue: argument) else {
                let suggestion = Suggestions.closest(
                    to: argument, among: CommandOption.allCases.map(\.rawValue) + ["--all"]
                ).first
                throw CheckerError.unknownOption(argument, suggestion: suggestion)
            }
            invocation.options.given.insert(option)
            try read(option, from: &remaining, into: &invocation.options)
        }
        let name = words.first ?? ""
        guard let command = CommandRegistry.command(named: name) else {
            let names = CommandRegistry.all.map { $0.description.name }.filter { !$0.isEmpty }
            let suggestion = Suggestions.closest(to: name, among: names).first
            throw CheckerError.unknownCommand(name, suggestion: suggestion)
        }
        let description = command.description
        try checkOptions(invocation.options, all: invocation.all, against: description)
        let operands = Array(words.dropFirst())
        let takesID = description.operand != .noOperand
        if operands.count > (takesID && !invocation.all ? 1 : 0) {
            throw CheckerError.unexpectedArguments(command: description.synopsis, extra: operands)
        }
        if description.operand == .exercise && operands.isEmpty {
            throw CheckerError.exerciseIDNeeded(command: name)
        }
        invocation.exerciseID = operands.first
        return ParsedCommand(command: command, invocation: invocation)
    }

    private static func read(
        _ option: CommandOption, from remaining: inout ArraySlice<String>, into options: inout CommandOptions
    ) throws {
        guard let example = option.valueExample else {
            switch option {
            case .fresh: options.fresh = true
            case .yes: options.yes = true
            case .updateLessons: options.updateLessons = true
            case .checkLessons: options.checkLessons = true
            case .allowUnsandboxed: options.allowUnsandboxed = true
            default: break
            }
            return
        }
        let value = remaining.popFirst()
        switch option {
        case .format:
            guard let format = value.flatMap(OutputFormat.init(rawValue:)) else {
                throw CheckerError.badOptionValue(
                    option: option.rawValue, value: value,
                    expected: OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
            }
            options.format = format
        case .timeLimit, .interval:
            guard let seconds = value.flatMap(Double.init), seconds > 0, seconds.isFinite else {
                throw CheckerError.badOptionValue(
                    option: option.rawValue, value: value, expected: Phrase.expectedSeconds.text(example))
            }
            if option == .timeLimit { options.timeLimit = seconds } else { options.interval = seconds }
        case .jobs:
            guard let count = value.flatMap(Int.init), count > 0 else {
                throw CheckerError.badOptionValue(
                    option: option.rawValue, value: value, expected: Phrase.expectedCount.text(example))
            }
            options.jobs = count
        case .course, .submission:
            guard let folder = value, !folder.hasPrefix("-") else {
                throw CheckerError.badOptionValue(
                    option: option.rawValue, value: value, expected: Phrase.expectedFolder.text(example))
            }
            if option == .course { options.course = folder } else { options.submission = folder }
        case .output:
            guard let file = value, !file.hasPrefix("-"), !file.isEmpty else {
                throw CheckerError.badOptionValue(
                    option: option.rawValue, value: value, expected: Phrase.expectedFile.text(example))
            }
            options.output = file
        case .fresh, .yes, .updateLessons, .checkLessons, .allowUnsandboxed:
            break
        }
    }

    private static func checkOptions(
        _ options: CommandOptions, all: Bool, against description: CommandDescription
    ) throws {
        if all, description.operand != .exerciseOrAll {
            throw CheckerError.optionNotTaken(command: description.synopsis, option: "--all")
        }
        for option in CommandOption.allCases
        where options.given.contains(option) && option != .format && !description.options.contains(option) {
            throw CheckerError.optionNotTaken(command: description.synopsis, option: option.rawValue)
        }
        if options.format != .text, !description.formats.contains(options.format) {
            throw CheckerError.formatNotOffered(
                command: description.synopsis, format: options.format.rawValue,
                offered: OutputFormat.allCases.filter { $0 == .text || description.formats.contains($0) }.map(
                    \.rawValue))
        }
    }
}
