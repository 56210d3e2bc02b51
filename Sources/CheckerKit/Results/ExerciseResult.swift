/// The verdict on one exercise: what happened, each check's outcome, compile errors, timing.
/// Stored in the result cache and printed, as text or JSON, by `check` and `verify`.
public struct ExerciseResult: Codable, Sendable {
    /// What happened, in one word.
    public enum Status: String, Codable, Sendable {
        /// Every hidden check ran and reported "passed".
        case passed
        /// At least one check failed or never reported.
        case failed
        /// The exercise, or the checks against it, did not compile.
        case compileError = "compile-error"
        /// The program crashed (a `fatalError`, a trap, a signal).
        case crashed
        /// The program ran past its time limit and was killed.
        case timedOut = "timed-out"
        /// The program exited before every check reported.
        case exitedEarly = "exited-early"
        /// The exercise file is not there.
        case missingFile = "missing-file"
        /// The checker could not judge (no compiler, a broken course file).
        case checkerError = "checker-error"
    }

    /// The exercise id.
    public var id: String
    /// What happened.
    public var status: Status
    /// One or two sentences saying what happened.
    public var summary: String
    /// What to do next, when there is something to do.
    public var advice: String?
    /// Every hidden check the program declared, in order.
    public var checks: [CheckOutcome]
    /// Compile errors worth showing, learner's file first.
    public var compileErrors: [CompileError]
    /// Seconds spent compiling and running.
    public var duration: Double
    /// True when this result came from the cache rather than a fresh run.
    public var cached: Bool = false
    /// Remarks that do not change the verdict (output that was dropped, for example).
    public var notes: [String] = []

    /// True when the exercise is done.
    public var passed: Bool { status == .passed }

    /// The checks that did not pass.
    public var failedChecks: [CheckOutcome] { checks.filter { $0.status != .passed } }

    /// Whether a later run with the same inputs would say the same thing. A timeout may be the
    /// machine's fault, and a checker error the environment's, so those are not cached.
    var isReproducible: Bool {
        guard status != .timedOut && status != .checkerError else { return false }
        // A runner that ended before any check reported: what stops a runner that early is its
        // environment (the sandbox could not start under load, a library could not be loaded),
        // not the learner's code, so the verdict is not kept; the next check runs it again.
        if status == .exitedEarly, !checks.isEmpty, checks.allSatisfy({ $0.status == .notReported }) { return false }
        return true
    }
}

/// One hidden check and how it went.
public struct CheckOutcome: Codable, Sendable, Equatable {
    /// How a single check ended.
    public enum Status: String, Codable, Sendable {
        case passed, failed
        /// It started or was declared, but the program ended before it reported a result.
        case notReported = "not-reported"
        /// It was skipped; a hidden check must run to count.
        case skipped
    }

    /// The check's description in plain words (its `@Test` display name).
    public var name: String
    /// How it ended.
    public var status: Status
    /// The failed expectations' messages: expected and actual values, the rendered view.
    public var messages: [String]
}

/// A compile error, cut down to what a learner can act on.
public struct CompileError: Codable, Sendable, Equatable {
    /// The file, relative to the package root.
    public var file: String?
    /// The line, from 1.
    public var line: Int?
    /// The column, from 1.
    public var column: Int?
    /// The compiler's message.
    public var message: String
    /// The source line and caret the compiler printed, when the file is the learner's.
    public var excerpt: String?
    /// The compiler's suggested fix, when it made one.
    public var fixIt: CompileFixIt?
}
