/// One `checker` command, in a file of its own. Its `description` is all the checker needs to
/// parse its arguments, reject what it does not take and write its line of the usage text; `run`
/// does the work. To add a command, write a type conforming to this and list it in
/// `CommandRegistry.all`.
public protocol CheckerCommand: Sendable {
    /// The command's name, what it takes and what it prints.
    static var description: CommandDescription { get }
    /// Runs the command as invoked; returns the exit status (0 when everything asked for passed,
    /// 1 when something failed). Throws `CheckerError` when it cannot do what was asked.
    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32
}

/// What a command is called, what it takes on the command line and what it prints.
public struct CommandDescription: Sendable {
    /// What follows the command's name.
    public enum Operand: Sendable, Equatable {
        /// Nothing.
        case noOperand
        /// One exercise id.
        case exercise
        /// One exercise id, or the current exercise when there is none.
        case optionalExercise
        /// One exercise id, the current exercise when there is none, or `--all`.
        case exerciseOrAll
        /// A demo's name, or none (`demo` lists the demos).
        case optionalDemo
        /// A demo's name (`graph` draws one demo).
        case demo
    }

    /// Who the command is for, which orders the usage text.
    public enum Audience: Int, Sendable, Comparable {
        case learner, courseAuthor, instructor

        public static func < (lhs: Audience, rhs: Audience) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The word typed after `checker`; empty for the command run without one (progress).
    public var name: String
    /// What follows the name.
    public var operand: Operand
    /// One line for the usage text.
    public var summary: Phrase
    /// The options the command takes, besides `--help`.
    public var options: Set<CommandOption>
    /// The `--format` values the command prints; `text` is always allowed. Empty: `--format json`
    /// is rejected with the reason (the command prints no results).
    public var formats: Set<OutputFormat>
    /// Who the command is for.
    public var audience: Audience

    public init(
        name: String, operand: Operand = .noOperand, summary: Phrase, options: Set<CommandOption> = [],
        formats: Set<OutputFormat> = [], audience: Audience = .learner
    ) {
        self.name = name
        self.operand = operand
        self.summary = summary
        self.options = options
        self.formats = formats
        self.audience = audience
    }

    /// The command as typed, for example `check [<id> | --all]`.
    public var synopsis: String {
        let operandText: String
        switch operand {
        case .noOperand: operandText = ""
        case .exercise: operandText = " <id>"
        case .optionalExercise: operandText = " [<id>]"
        case .optionalDemo: operandText = " [<name>]"
        case .demo: operandText = " <name>"
        case .exerciseOrAll: operandText = " [<id> | --all]"
        }
        return name.isEmpty ? "(no command)" : name + operandText
    }
}

/// A command as the learner invoked it: the exercise id it names (if any), `--all`, and the options.
public struct Invocation: Sendable, Equatable {
    /// The exercise id typed after the command, if any.
    public var exerciseID: String?
    /// `--all`.
    public var all = false
    /// The options.
    public var options = CommandOptions()
}
