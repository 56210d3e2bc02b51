/// Where everything of a chapter lives, relative to the package root: the one place that knows
/// the course's layout. A chapter `NN-Topic` has
///
/// - `Chapters/NN-Topic/chapter.json`, its manifest, and `Chapters/NN-Topic/README.md`, its lesson;
/// - `Chapters/NN-Topic/Examples/`, the lesson's examples (a SwiftPM target, compiled once per
///   chapter into a library its exercises' checks import);
/// - `Chapters/NN-Topic/Exercises/<Name>.swift`, the learner's working files;
/// - `Solutions/NN-Topic/<Name>.swift`, the reference solutions;
/// - `Tests/Checks/NN-Topic/<Name>Checks.swift`, the hidden checks, with their variants in
///   `Tests/Checks/NN-Topic/Variants/<Name>/`;
/// - `Tests/Stubs/NN-Topic/<Name>.swift`, the stubs as shipped (what `reset` restores and `verify` judges).
public struct ChapterLayout: Sendable, Equatable {
    /// The course manifest, listing the chapter folders in order.
    public static let courseManifest = "Chapters/course.json"

    /// The folder of what learners read and edit: one folder per chapter.
    static let chaptersFolder = "Chapters"
    /// The folders that hold one folder per chapter.
    static let chapterParents = [chaptersFolder, "Solutions", "Tests/Checks", "Tests/Stubs"]

    /// The chapter's folder name, for example `01-State`.
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// The chapter's manifest.
    public var manifest: String { "Chapters/\(folder)/chapter.json" }
    /// The chapter's lesson.
    public var lesson: String { "Chapters/\(folder)/README.md" }
    /// The folder of the chapter's examples.
    public var examples: String { "Chapters/\(folder)/Examples" }
    /// The folder of the learner's working files.
    public var exercises: String { "Chapters/\(folder)/Exercises" }
    /// The folder of the reference solutions.
    public var solutions: String { "Solutions/\(folder)" }
    /// The folder of the hidden checks.
    public var checks: String { "Tests/Checks/\(folder)" }
    /// The folder of the shipped stubs.
    public var stubs: String { "Tests/Stubs/\(folder)" }

    /// The learner's working file of the exercise called `name` (for example `MuteButton`).
    public func exerciseFile(_ name: String) -> String { "\(exercises)/\(name).swift" }
    /// Its reference solution.
    public func solutionFile(_ name: String) -> String { "\(solutions)/\(name).swift" }
    /// Its hidden checks.
    public func checkFile(_ name: String) -> String { "\(checks)/\(name)Checks.swift" }
    /// Its shipped stub.
    public func stubFile(_ name: String) -> String { "\(stubs)/\(name).swift" }
    /// The folder of its variants.
    public func variantsFolder(_ name: String) -> String {
        Self.variantsFolder(besideCheck: checkFile(name), name: name)
    }

    /// The variants of the exercise called `name` live in `Variants/<name>/` next to its check
    /// file, wherever a manifest put that.
    public static func variantsFolder(besideCheck checkPath: String, name: String) -> String {
        let checkFolder = checkPath.split(separator: "/").dropLast().joined(separator: "/")
        return (checkFolder.isEmpty ? "" : checkFolder + "/") + "Variants/\(name)"
    }

    /// The folders whose Swift files must each belong to an exercise a manifest lists, and the
    /// file of `name` each holds.
    var exerciseFolders: [(folder: String, file: (String) -> String)] {
        [(exercises, exerciseFile), (solutions, solutionFile), (checks, checkFile), (stubs, stubFile)]
    }
}
