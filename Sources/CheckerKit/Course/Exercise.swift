/// An exercise of a loaded course, with the chapter it belongs to.
public struct Exercise: Sendable, Identifiable {
    /// The stable identifier from the manifest.
    public let id: String
    /// The title from the manifest.
    public let title: String
    /// The chapter folder name, for example `01-State`.
    public let chapterFolder: String
    /// The chapter's title, for example "State".
    public let chapterTitle: String
    /// The chapter's position in the course, starting at 1.
    public let chapterNumber: Int
    /// The stub the learner edits, relative to the package root.
    public let exercisePath: String
    /// The stub as the course ships it, relative to the package root: a course artifact apart
    /// from the learner's working file, which `reset` copies back and `verify` judges.
    public let stubPath: String
    /// The reference solution, relative to the package root.
    public let solutionPath: String
    /// The hidden checks, relative to the package root.
    public let checkPath: String
    /// What the exercise file must declare.
    public let declarations: [String]
    /// Hints, in the order they are revealed.
    public let hints: [String]
    /// The workbook libraries besides DataFlow the chapter's code is compiled against, from the
    /// chapter manifest's `libraries` (for example `["Composable"]`).
    public var libraries: [String] = []
    /// What the learner writes: the feature the checks test, or tests of a given feature.
    public var kind: ExerciseKind = .feature
    /// For a `.tests` exercise, the folder of planted bugs, relative to the package root.
    public var plantedBugsFolder: String? = nil
    /// The title in other languages, by language code, from the manifest's `titles`.
    public var titles: [String: String] = [:]
    /// The chapter's title in other languages, by language code.
    public var chapterTitles: [String: String] = [:]
    /// The hints in other languages, by language code, from the manifest's `translatedHints`.
    public var translatedHints: [String: [String]] = [:]

    /// The title in the checker's language (`PhraseBook.current`), English where the manifest has none.
    public var localizedTitle: String { titles[PhraseBook.current.language.rawValue] ?? title }

    /// The hints in the checker's language, English where the manifest has none (or a different
    /// number of them, which `verify` reports).
    public var localizedHints: [String] {
        guard let translated = translatedHints[PhraseBook.current.language.rawValue],
            translated.count == hints.count
        else { return hints }
        return translated
    }

    /// The chapter's title in the checker's language, English where the manifest has none.
    public var localizedChapterTitle: String {
        chapterTitles[PhraseBook.current.language.rawValue] ?? chapterTitle
    }
}

/// What an exercise asks the learner to write, as its manifest's `kind` says.
public enum ExerciseKind: String, Codable, Sendable {
    /// The learner writes a feature; the course's hidden checks (`check`) test it. The default.
    case feature
    /// The learner writes Swift Testing tests of a feature the course gives (`check` names it).
    /// The learner's tests must pass against that feature and fail against each planted bug
    /// (`plantedBugs`, a folder of `bug-<what>.swift` files: the same feature with one mistake).
    case tests
}
