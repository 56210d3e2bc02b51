import CheckerKit
import Foundation

/// The checker's commands timed as a learner or an instructor meets them, each in its own scratch
/// copy of the course (an empty cache): the first check of every exercise, solved, in course
/// order; re-checks after a body edit from the command line; a whole submission graded; the
/// whole course verified.
struct CommandTimings {
    let root: URL
    let course: Course
    let scratch: URL
    let checkerExecutable: URL

    /// Where the first checks' time went: each phase's seconds summed over the checks of a chapter
    /// (the `CHECKER_PHASES` lines the checker wrote), phases in the order they first appeared.
    struct PhaseTotals {
        var byChapter: [String: [(phase: String, seconds: Double)]] = [:]

        mutating func add(chapter: String, lines: String) {
            for line in lines.split(separator: "\n") {
                guard let entry = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    let phases = entry["phases"] as? [[Any]]
                else { continue }
                for phase in phases {
                    guard let name = phase.first as? String, let seconds = phase.last as? Double else { continue }
                    var totals = byChapter[chapter, default: []]
                    if let index = totals.firstIndex(where: { $0.phase == name }) {
                        totals[index].seconds += seconds
                    } else {
                        totals.append((name, seconds))
                    }
                    byChapter[chapter] = totals
                }
            }
        }
    }

    /// A test-writing exercise's first passing check two ways: after `checker watch` showed its
    /// stub for as long as compiling its planted bugs took (as a learner meets it: watch compiles
    /// them while the learner writes tests), and cold, from the command line with nothing compiled.
    struct TestWritingFirstCheck {
        let exercise: Exercise
        /// Seconds watch took, from its start on the stub, to have every version of the feature stored.
        let prebuild: Double
        /// The first passing check after that.
        let afterWatch: Double
        let cold: Double
    }

    /// Each exercise's first check, its solution in place and nothing cached, in course order, and
    /// where each chapter's time went. A test-writing exercise's is the check after watch showed
    /// its stub (`TestWritingFirstCheck`, also returned with its cold time). Before them, as the
    /// README's first step has a learner do, `checker` with every exercise a stub: it checks the
    /// first stub, and so links the runtime the first check of all would otherwise link (its
    /// seconds are returned as `firstCommand`).
    func firstChecks() throws -> (
        checks: [(exercise: Exercise, seconds: Double)], phases: PhaseTotals, testWriting: [TestWritingFirstCheck],
        firstCommand: Double
    ) {
        let copy = try ScratchCourse(
            copying: root, into: scratch.appending(path: "first-checks"), checkerExecutable: checkerExecutable)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        // `checker` exits 1 while an exercise fails, as the first stub does; 2 or more is an error.
        let first = try copy.run([])
        guard first.status <= 1 else { throw BenchmarkError("the first `checker` command failed (\(first.status))") }
        let phaseFile = copy.folder.appending(path: "phases.jsonl")
        var phases = PhaseTotals()
        var testWriting: [TestWritingFirstCheck] = []
        let checks = try course.exercises.map { exercise in
            var prebuild = 0.0
            if exercise.kind == .tests {
                try copy.place(exercise.stubPath, as: exercise)
                let sources = ExerciseSources(exercise: exercise, learnerFile: exercise.exercisePath, root: copy.folder)
                // Other test-writing exercises' versions are stored too: count from those.
                let stored = storedSubjects(in: copy) + 1 + sources.plantedBugs.count
                prebuild = try copy.watch { storedSubjects(in: copy) >= stored }
            }
            try copy.place(exercise.solutionPath, as: exercise)
            try? FileManager.default.removeItem(at: phaseFile)
            let run = try copy.run(["check", exercise.id], environment: ["CHECKER_PHASES": phaseFile.path])
            guard run.status == 0 else {
                throw BenchmarkError(
                    "the solution of \(exercise.id) did not pass its first check (status \(run.status))")
            }
            phases.add(
                chapter: exercise.chapterFolder, lines: (try? String(contentsOf: phaseFile, encoding: .utf8)) ?? "")
            if exercise.kind == .tests {
                // Cold as a learner meets it without watch: no feature version stored and no result
                // for the file (not `--fresh`, which a learner does not type and which also asks
                // the driver for every plan anew). What stays is the memo, which holds the plan
                // of the versions' compile that watch's compiles remembered: a learner's cold
                // check asks the driver for it once, on the first version.
                for cached in [".checker/subjects", ".checker/results"] {
                    try? FileManager.default.removeItem(at: copy.folder.appending(path: cached))
                }
                let cold = try copy.run(["check", exercise.id])
                guard cold.status == 0 else { throw BenchmarkError("the cold check of \(exercise.id) did not pass") }
                testWriting.append(
                    TestWritingFirstCheck(
                        exercise: exercise, prebuild: prebuild, afterWatch: run.seconds, cold: cold.seconds))
            }
            return (exercise, run.seconds)
        }
        return (checks, phases, testWriting, first.seconds)
    }

    /// The versions of test-writing features stored in `copy`'s cache (`FeatureSubjects`' libraries).
    private func storedSubjects(in copy: ScratchCourse) -> Int {
        let libraries = copy.folder.appending(path: ".checker/subjects/libraries")
        return ((try? FileManager.default.contentsOfDirectory(atPath: libraries.path)) ?? [])
            .filter { !$0.hasSuffix(".partial") }.count
    }

    /// `checker check <id>` from the command line after each of `repetitions` edits inside `body`
    /// of `loop`'s solution (the first, unedited check, which also builds the chapter, is not counted).
    /// With `reshaping`, each edit changes the type `body` returns (`RecheckLoop.reshaped`), so
    /// every re-check compiles the checks' runner again.
    func commandRechecks(_ loop: RecheckLoop, repetitions: Int, reshaping: Bool = false) throws -> [Double] {
        try commandRechecks(loop, repetitions: repetitions, reshaping: reshaping, floor: nil).map(\.command)
    }

    /// The same re-checks, each followed at once by a run of `floor` when given: a command and its
    /// floor measured side by side, so that a spell of a busy host slows both (this machine's
    /// medians of nine, floor and command measured apart, differed by a fifth between runs).
    func commandRechecks(
        _ loop: RecheckLoop, repetitions: Int, reshaping: Bool = false, floor: (() throws -> Double)?
    ) throws -> [(command: Double, floor: Double?)] {
        let copy = try ScratchCourse(
            copying: root, into: scratch.appending(path: "recheck-command"), checkerExecutable: checkerExecutable)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let file = copy.folder.appending(path: loop.exercise.exercisePath)
        return try (0...repetitions).compactMap { edit in
            let text = reshaping && edit > 0 ? loop.reshaped(edit) : loop.edited(edit)
            try text.write(to: file, atomically: true, encoding: .utf8)
            let run = try copy.run(["check", loop.exercise.id])
            guard run.status == 0 else { throw BenchmarkError("edit \(edit) of \(loop.exercise.id) did not pass") }
            return edit == 0 ? nil : (run.seconds, try floor?())
        }
    }

    /// `checker report --jobs <cores>` grading every exercise of a submission: all solved, then
    /// all stubs, each from an empty cache, against the pristine course.
    func gradeSubmissions(jobs: Int) throws -> (solved: Double, stubs: Double) {
        let copy = try ScratchCourse(
            copying: root, into: scratch.appending(path: "grading"), checkerExecutable: checkerExecutable)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        func grade(_ file: (Exercise) -> String, name: String) throws -> Double {
            let submission = scratch.appending(path: "submission-\(name)")
            defer { try? FileManager.default.removeItem(at: submission) }
            for exercise in course.exercises {
                let destination = submission.appending(path: exercise.exercisePath)
                try FileManager.default.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: copy.folder.appending(path: file(exercise)), to: destination)
            }
            try? FileManager.default.removeItem(at: copy.folder.appending(path: ".checker"))
            let run = try copy.run([
                "report", "--submission", submission.path, "--jobs", "\(jobs)", "--format", "json",
                "--output", scratch.appending(path: "report-\(name).json").path,
            ])
            // `report` exits 1 when an exercise fails (every stub does); 2 or more is an error.
            guard run.status <= 1 else { throw BenchmarkError("grading the \(name) submission failed (\(run.status))") }
            return run.seconds
        }
        return (try grade(\.solutionPath, name: "solved"), try grade(\.stubPath, name: "stubs"))
    }

    /// `checker verify`, every stub, solution and variant, from an empty cache.
    func verifyCourse() throws -> Double {
        let copy = try ScratchCourse(
            copying: root, into: scratch.appending(path: "verify"), checkerExecutable: checkerExecutable)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let run = try copy.run(["verify"])
        guard run.status == 0 else {
            throw BenchmarkError("verify found a problem in the course (status \(run.status))")
        }
        return run.seconds
    }
}
