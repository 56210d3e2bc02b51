import Foundation

/// The files one check runner depends on: the chapter's examples (compiled once per chapter into
/// a library the runner imports with `@testable`), the learner's file (or the solution in its
/// place) and the hidden checks (compiled together into the runner's module). An exercise must
/// not declare a name the examples declare (see `NameClashes`).
public struct ExerciseSources: Sendable {
    /// The exercise being checked.
    public let exercise: Exercise
    /// The file compiled as the exercise, relative to the root: the stub or the solution.
    public let learnerFile: String
    /// Every example file of the chapter, relative to the root, sorted.
    public let examples: [String]
    /// For a test-writing exercise, the planted bugs' files (`bug-*.swift`), relative to the root, sorted.
    public let plantedBugs: [String]

    /// Lists the sources of `exercise` under `root`, with `learnerFile` in the exercise's place.
    public init(exercise: Exercise, learnerFile: String, root: URL) {
        self.exercise = exercise
        self.learnerFile = learnerFile
        self.examples = Self.swiftFiles(under: ChapterLayout(folder: exercise.chapterFolder).examples, root: root)
        self.plantedBugs =
            exercise.plantedBugsFolder.map {
                Self.swiftFiles(under: $0, root: root).filter { ($0 as NSString).lastPathComponent.hasPrefix("bug-") }
            } ?? []
    }

    /// Every input file, relative to the root.
    public var allFiles: [String] { examples + compiledFiles + plantedBugs }

    /// The files compiled into the runner's own module.
    public var compiledFiles: [String] { [learnerFile, exercise.checkPath] }

    private static func swiftFiles(under folder: String, root: URL) -> [String] {
        let base = root.appending(path: folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .map { $0.path.hasPrefix(prefix) ? String($0.path.dropFirst(prefix.count)) : $0.path }
            .sorted()
    }
}
