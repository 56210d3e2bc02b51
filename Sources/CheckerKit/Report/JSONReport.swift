import Foundation

/// The JSON printed by `check --format json` and `verify --format json`. The schema is
/// documented in the guide `Sources/CourseSite/Guides.docc/HowTheCheckerJudges.md` ("The JSON report").
public struct JSONReport: Codable, Sendable {
    /// One exercise's verdict.
    public struct Entry: Codable, Sendable {
        public var id: String
        public var title: String
        public var chapter: String
        public var file: String
        public var status: ExerciseResult.Status
        public var summary: String
        public var advice: String?
        public var failedExpectations: [FailedExpectation]
        public var compileErrors: [CompileError]
        public var checks: [CheckOutcome]
        public var durationSeconds: Double
        public var cached: Bool
        /// Remarks that do not change the verdict (output that was dropped, for example).
        public var notes: [String]
        /// True exactly when the exercise passed.
        public var passed: Bool
        /// How many hints the exercise offers (`checker hint` shows them one at a time).
        public var hintsAvailable: Int
        /// How many of them the learner has been shown, from the hint log in the cache folder;
        /// nil where the command does not read it (`verify` judges course files, not a learner's).
        public var hintsUsed: Int?

        /// The entry for `result`, checked with `file` in the exercise's place.
        public init(_ result: ExerciseResult, exercise: Exercise, file: String, hints: HintLog? = nil) {
            id = exercise.id
            title = exercise.title
            chapter = exercise.chapterFolder
            self.file = file
            status = result.status
            summary = result.summary
            advice = result.advice
            failedExpectations = result.failedChecks.map {
                FailedExpectation(check: $0.name, status: $0.status, messages: $0.messages)
            }
            compileErrors = result.compileErrors
            checks = result.checks
            durationSeconds = (result.duration * 1000).rounded() / 1000
            cached = result.cached
            notes = result.notes
            passed = result.passed
            hintsAvailable = exercise.hints.count
            hintsUsed = hints.map { min($0.shownCount(for: exercise.id), exercise.hints.count) }
        }
    }

    /// A check that did not pass, with what it expected.
    public struct FailedExpectation: Codable, Sendable {
        public var check: String
        public var status: CheckOutcome.Status
        public var messages: [String]
    }

    /// `verify`'s judgement of one exercise: the stub must fail, the solution must pass.
    public struct VerifyEntry: Codable, Sendable {
        public var id: String
        public var ok: Bool
        public var problems: [String]
        public var shipped: Entry
        public var solution: Entry
        /// Each variant of the exercise (see `ExerciseVariant`) and the checks' verdict on it.
        public var variants: [VariantEntry]
    }

    /// `verify`'s judgement of one variant: a correct one must pass, a wrong one compile and fail.
    public struct VariantEntry: Codable, Sendable {
        public var name: String
        /// nil when the file name starts with neither `correct-` nor `wrong-`.
        public var expected: ExerciseVariant.Expectation?
        public var ok: Bool
        public var problem: String?
        public var result: Entry

        public init(variant: ExerciseVariant, result: ExerciseResult, exercise: Exercise) {
            name = variant.name
            expected = variant.expectation
            problem = variant.problem(with: result)
            ok = problem == nil
            self.result = Entry(result, exercise: exercise, file: variant.path)
        }
    }

    /// `progress`, `check`, `next`, `verify` or `report`.
    public var command: String
    /// True exactly when the command's exit status is 0.
    public var passed: Bool
    /// `check`: one entry per exercise checked.
    public var exercises: [Entry]?
    /// `verify`: one entry per exercise.
    public var verified: [VerifyEntry]?
    /// `verify`: problems of the course as a whole (files no manifest lists).
    public var problems: [String]? = nil
    /// `progress`: how many exercises are done, out of how many.
    public var done: Int? = nil
    public var total: Int? = nil
    /// `next`: the id of the exercise to do next, once the current one passes.
    public var next: String? = nil
    /// `report`: how the code under check was isolated (see `Sandbox.summary`).
    public var isolation: String? = nil

    /// The report as pretty-printed JSON with sorted keys.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
