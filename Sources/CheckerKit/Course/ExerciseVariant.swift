import Foundation

/// Another way a learner might write an exercise, kept beside its checks to prove them fair: a
/// correct variant (a different right answer) must pass, and a wrong variant (a mistake learners
/// make) must compile and fail. `verify` checks each one in the stub's place, as it does the
/// solution. A course author adds a variant by adding a file, named by what it is:
///
///     Tests/Checks/01-State/Variants/MuteButton/correct-label-closure.swift
///     Tests/Checks/01-State/Variants/MuteButton/wrong-plain-var.swift
///
/// The folder is `Variants/<stub file name without .swift>` next to the exercise's check file.
/// Each file starts with a comment saying what the variant is (for a wrong one: the mistake, and
/// what the learner should learn from the checks' message).
public struct ExerciseVariant: Sendable {
    /// What the checks must say about a variant.
    public enum Expectation: String, Codable, Sendable {
        case correct, wrong
    }

    /// At least this many variants of each kind per exercise.
    public static let minimumCorrect = 2
    public static let minimumWrong = 3

    /// Wrong variants must end this way: the checks ran and said no.
    static let acceptedWrongStatuses: Set<ExerciseResult.Status> = [.failed, .crashed, .timedOut]

    /// The file name without `.swift`: `wrong-plain-var`.
    public let name: String
    /// The file, relative to the package root.
    public let path: String
    /// From the file name's prefix; nil when it starts with neither `correct-` nor `wrong-`.
    public let expectation: Expectation?
    /// True when the file's first line is a `//` comment (what the variant is).
    public let describesItself: Bool

    /// The folder holding `exercise`'s variants, relative to the package root: beside the check
    /// file, unless the check is a file of the learners' own folder, `Chapters/` (a tests
    /// exercise's feature that the chapter also builds and shows, such as the capstone's app);
    /// variants are hidden, so those stay in the chapter's checks folder.
    public static func folder(of exercise: Exercise) -> String {
        let stubStem = ((exercise.exercisePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let layout = ChapterLayout(folder: exercise.chapterFolder)
        if exercise.checkPath.hasPrefix("\(ChapterLayout.chaptersFolder)/") { return layout.variantsFolder(stubStem) }
        return ChapterLayout.variantsFolder(besideCheck: exercise.checkPath, name: stubStem)
    }

    /// Every `.swift` file in `exercise`'s variants folder, by name.
    public static func all(of exercise: Exercise, root: URL) -> [ExerciseVariant] {
        let folder = folder(of: exercise)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { file in
            let path = "\(folder)/\(file)"
            let name = String(file.dropLast(".swift".count))
            let firstLine =
                (try? String(contentsOf: root.appending(path: path), encoding: .utf8))?
                .split(separator: "\n", maxSplits: 1).first ?? ""
            return ExerciseVariant(
                name: name, path: path,
                expectation: name.hasPrefix("correct-") ? .correct : name.hasPrefix("wrong-") ? .wrong : nil,
                describesItself: firstLine.trimmingCharacters(in: .whitespaces).hasPrefix("//"))
        }
    }

    /// What is wrong with the checks' verdict on this variant (or with the variant), if anything.
    public func problem(with result: ExerciseResult) -> String? {
        switch expectation {
        case nil:
            return "The variant \(path) must be named correct-<what>.swift or wrong-<what>.swift."
        case _ where !describesItself:
            return "The variant \(path) must start with a // comment saying what it is."
        case .correct? where !result.passed:
            return "The correct variant \(name) does not pass, so the checks reject a right answer: \(result.summary)"
        case .wrong? where result.passed:
            return "The wrong variant \(name) passes, so the checks miss that mistake."
        case .wrong? where !Self.acceptedWrongStatuses.contains(result.status):
            return "The wrong variant \(name) must compile and fail its checks, but: \(result.summary)"
        default:
            return nil
        }
    }

    /// The problem when `variants` has too few of a kind, naming the folder to add them to.
    public static func shortfall(in variants: [ExerciseVariant], of exercise: Exercise) -> String? {
        let correct = variants.filter { $0.expectation == .correct }.count
        let wrong = variants.filter { $0.expectation == .wrong }.count
        guard correct < minimumCorrect || wrong < minimumWrong else { return nil }
        return
            "The exercise has \(correct) correct and \(wrong) wrong variants; it needs at least \(minimumCorrect) correct "
            + "and \(minimumWrong) wrong ones in \(folder(of: exercise))/ (correct-<what>.swift, wrong-<what>.swift)."
    }
}
