import CheckerKit
import Foundation

/// The learner's loop on one exercise: its solution copied into the scratch folder, edited
/// inside `body` (or, for an exercise without one, at its end) and checked again; and the floor
/// it is compared with, the same file compiled and linked alone.
struct RecheckLoop {
    let root: URL
    let exercise: Exercise
    /// The scratch copy, relative to the root (the checker takes files relative to it).
    let copyPath: String
    private let original: String

    init(root: URL, exercise: Exercise, scratchName: String) throws {
        self.root = root
        self.exercise = exercise
        self.copyPath = "\(scratchName)/\(exercise.exercisePath.split(separator: "/").last ?? "Exercise.swift")"
        self.original = try String(contentsOf: root.appending(path: exercise.solutionPath), encoding: .utf8)
    }

    /// The solution with edit number `edit` made inside a function body: a `let _ = <edit>` at the
    /// start of `var body`, which changes no declaration; a comment where there is no body.
    func edited(_ edit: Int) -> String {
        let marker = "var body: some View {"
        guard let range = original.range(of: marker) else { return original + "\n// edit \(edit)\n" }
        return original.replacingCharacters(in: range, with: marker + "\n        let _ = \(edit)")
    }

    /// The solution with edit number `edit` changing what `body` returns, as most edits inside
    /// `body` do (a modifier added, a view wrapped): the original body moves into a `@ViewBuilder`
    /// property and `body` returns it with `edit + 1` `.padding(1)` modifiers, a new view type each
    /// time. The learner's module changes with it (the underlying type of `some View` is recorded
    /// in it), so the checks' runner is compiled again. The solution unchanged where it has no body.
    func reshaped(_ edit: Int) -> String {
        let marker = "var body: some View {"
        guard let range = original.range(of: marker) else { return original + "\n// edit \(edit)\n" }
        let modifiers = String(repeating: ".padding(1)", count: edit + 1)
        return original.replacingCharacters(
            in: range,
            with: "var body: some View { reshapedBody\(modifiers) }\n\n    @ViewBuilder var reshapedBody: some View {")
    }

    /// Writes edit `edit` and checks it; the seconds the check took.
    func editAndCheck(_ edit: Int, with checker: Checker) throws -> Double {
        try edited(edit).write(to: root.appending(path: copyPath), atomically: true, encoding: .utf8)
        let sources = ExerciseSources(exercise: exercise, learnerFile: copyPath, root: root)
        var result: ExerciseResult?
        let seconds = Timing.seconds { result = checker.check(sources) }
        guard result?.passed == true else {
            throw BenchmarkError(
                "the edited solution of \(exercise.id) did not pass: \(result?.summary ?? "no result")")
        }
        return seconds
    }

    /// One floor measurement: `swiftc` compiling and linking the current copy alone against
    /// DataFlow (and the chapter's examples), with the checker's flags.
    func floor(with checker: Checker, scratch: URL) throws -> Double {
        let sources = ExerciseSources(exercise: exercise, learnerFile: copyPath, root: root)
        let output = scratch.appending(path: "floor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        guard let arguments = checker.floorCompileArguments(for: sources, output: output.appending(path: "libFloor.so"))
        else {
            throw BenchmarkError("the examples of \(exercise.chapterFolder) do not compile")
        }
        var compile = ChildProcess(executable: checker.compilerPath, arguments: arguments, timeLimit: 120)
        compile.extraEnvironment = ["TMPDIR": output.path]
        var finished: FinishedProcess?
        let seconds = Timing.seconds { finished = compile.run() }
        guard finished?.outcome == .exited(0) else { throw BenchmarkError("the floor compile of \(copyPath) failed") }
        return seconds
    }
}

/// Why the benchmark could not measure.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
