/// `Chapters/<NN-Topic>/chapter.json`: a chapter's title and its exercises, in order.
public struct ChapterManifest: Codable, Sendable {
    /// The chapter's title, for example "State".
    public var title: String
    /// The title in the checker's other languages, by language code: `{ "ko": "상태" }`.
    public var titles: [String: String]?
    /// The chapter's exercises, in study order.
    public var exercises: [ExerciseManifest]
    /// Workbook libraries besides DataFlow that the chapter's examples, exercises and checks
    /// import, for example `["Composable"]`. A chapter without them is compiled against DataFlow only.
    public var libraries: [String]?
}

/// One exercise as a chapter manifest lists it. Its files follow from `name` and the chapter
/// (see `ChapterLayout`); a manifest may still give any path explicitly (relative to the package
/// root), and must when it has no `name`.
public struct ExerciseManifest: Codable, Sendable {
    /// A stable identifier, used on the command line (`checker check state-toggle`).
    public var id: String
    /// A short title in plain words.
    public var title: String
    /// The title in the checker's other languages, by language code: `{ "ko": "음소거 켜고 끄기" }`.
    public var titles: [String: String]?
    /// The exercise's file name without `.swift`, for example `MuteButton`.
    public var name: String?
    /// The file the learner edits; `Chapters/<chapter>/Exercises/<name>.swift` when absent.
    public var exercise: String?
    /// The shipped stub; `Tests/Stubs/<chapter>/<the exercise's file name>` when absent.
    public var stub: String?
    /// The reference solution; `Solutions/<chapter>/<name>.swift` when absent.
    public var solution: String?
    /// The hidden Swift Testing checks; `Tests/Checks/<chapter>/<name>Checks.swift` when absent.
    public var check: String?
    /// What the exercise file must declare, for example `struct PlayToggle: View`.
    public var declares: [String]?
    /// Hints, revealed one at a time by `checker hint`.
    public var hints: [String]
    /// The hints in the checker's other languages, by language code, as many and in the same
    /// order as `hints`: `{ "ko": ["…", "…"] }`.
    public var translatedHints: [String: [String]]?
    /// `"feature"` (the default): the learner writes the feature and `check` tests it.
    /// `"tests"`: the learner writes tests; `check` names the correct feature they are run
    /// against, and `plantedBugs` the folder of bugged versions each of which they must catch.
    public var kind: ExerciseKind?
    /// For `"kind": "tests"`: a folder of `bug-<what>.swift` files, each the `check` feature with
    /// one planted bug and a first-line comment saying what it is.
    public var plantedBugs: String?
}
