/// The options a command may take (each command's `CommandDescription.options` says which).
public enum CommandOption: String, Sendable, CaseIterable {
    case format = "--format"
    case timeLimit = "--time-limit"
    case jobs = "--jobs"
    case fresh = "--fresh"
    case course = "--course"
    case submission = "--submission"
    case yes = "--yes"
    case interval = "--interval"
    case updateLessons = "--update-lessons"
    case checkLessons = "--check-lessons"
    case output = "--output"
    case allowUnsandboxed = "--allow-unsandboxed"

    /// An example value, or nil for a flag.
    var valueExample: String? {
        switch self {
        case .format: "json"
        case .timeLimit: "5"
        case .jobs: "2"
        case .course: "../course"
        case .submission: "."
        case .output: "results.json"
        case .interval: "0.2"
        case .fresh, .yes, .updateLessons, .checkLessons, .allowUnsandboxed: nil
        }
    }

    /// The usage line's explanation.
    var summary: Phrase {
        switch self {
        case .format: .optionFormat
        case .timeLimit: .optionTimeLimit
        case .jobs: .optionJobs
        case .fresh: .optionFresh
        case .course: .optionCourse
        case .submission: .optionSubmission
        case .yes: .optionYes
        case .interval: .optionInterval
        case .updateLessons: .optionUpdateLessons
        case .checkLessons: .optionCheckLessons
        case .output: .optionOutput
        case .allowUnsandboxed: .optionAllowUnsandboxed
        }
    }
}

/// What a command prints with `--format`: results as text, JSON, JUnit XML or Gradescope's JSON
/// (`check`, `report`, …), or a demo's graph as a Mermaid flowchart or in Graphviz's DOT language
/// (`graph`, whose text is the Mermaid flowchart).
public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, junit, gradescope, mermaid, dot
}

/// The values of the options given on the command line.
public struct CommandOptions: Equatable, Sendable {
    /// `--format`; text when not given.
    public var format = OutputFormat.text
    /// `--time-limit SECONDS`: how long a check runner may run.
    public var timeLimit = 10.0
    /// `--jobs N`: how many exercises are compiled at once.
    public var jobs = 2
    /// `--fresh`: check again even when a result for the same inputs is cached.
    public var fresh = false
    /// `--course DIR` (for `report`): the pristine course to grade against.
    public var course: String? = nil
    /// `--submission DIR` (for `report`): where the learner's exercise files are; the package root when nil.
    public var submission: String? = nil
    /// `--output FILE` (for `report`): where the report is written, atomically, at the end.
    public var output: String? = nil
    /// `--allow-unsandboxed` (for `report`): grade even without a sandbox for the code under check.
    public var allowUnsandboxed = false
    /// `--yes`: answer yes to the question a command would ask (`solution` of an unsolved exercise).
    public var yes = false
    /// `--interval SECONDS` (for `watch`): how often the files are looked at.
    public var interval = 0.2
    /// `--update-lessons` (for `demo`): rewrite the demo output embedded in the lessons.
    public var updateLessons = false
    /// `--check-lessons` (for `demo`): list the embedded demo output that is out of date.
    public var checkLessons = false
    /// The options that were given, to reject those a command does not take.
    public var given: Set<CommandOption> = []

    public init() {}

    /// `--format json`.
    public var json: Bool { format == .json }
}
