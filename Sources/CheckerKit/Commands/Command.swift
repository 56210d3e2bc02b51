/// What the learner or the course author asked for on the command line.
public enum Command: Equatable, Sendable {
    /// No arguments: progress, the current exercise and what to do next.
    case progress
    /// `list`: every exercise with its status.
    case list
    /// `check <id>`.
    case check(String)
    /// `check --all`.
    case checkAll
    /// `hint <id>`: the next hint.
    case hint(String)
    /// `verify`: every stub fails, every solution passes.
    case verify
    /// `reset <id>`: restore the shipped stub after backing up the learner's file.
    case reset(String)
    /// `report`: grade the exercise files for an instructor, fresh, never from the cache.
    case report
    /// `demo …` or `graph …`: the course's demos, run by the `course-demos` program; the words
    /// are passed on as they are (`["demo", "counter"]`, `["graph", "counter"]`).
    case demo([String])
    /// `help`.
    case help
}

/// Options shared by the commands.
public struct CommandOptions: Equatable, Sendable {
    /// `--format json`: print a JSON report instead of text (for `check` and `verify`).
    public var json = false
    /// `--time-limit SECONDS`: how long a check runner may run.
    public var timeLimit = 10.0
    /// `--jobs N`: how many exercises are compiled at once.
    public var jobs = 2
    /// `--fresh`: check again even when a result for the same inputs is cached.
    public var fresh = false
    /// `--format junit` or `--format gradescope` (for `report`); nil for text and JSON.
    public var reportFormat: ReportFormat? = nil
    /// `--course DIR` (for `report`): the pristine course to grade against.
    public var course: String? = nil
    /// `--submission DIR` (for `report`): where the learner's exercise files are; the package root when nil.
    public var submission: String? = nil
}

/// The formats `report` writes besides JSON.
public enum ReportFormat: String, Equatable, Sendable {
    /// JUnit XML, one test case per hidden check.
    case junit
    /// Gradescope's `results.json`.
    case gradescope
}
