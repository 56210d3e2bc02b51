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

    /// Each exercise's first check, its solution in place and nothing cached, in course order.
    func firstChecks() throws -> [(exercise: Exercise, seconds: Double)] {
        let copy = try ScratchCourse(
            copying: root, into: scratch.appending(path: "first-checks"), checkerExecutable: checkerExecutable)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        return try course.exercises.map { exercise in
            try copy.place(exercise.solutionPath, as: exercise)
            let run = try copy.run(["check", exercise.id])
            guard run.status == 0 else {
                throw BenchmarkError("the solution of \(exercise.id) did not pass its first check (status \(run.status))")
            }
            return (exercise, run.seconds)
        }
    }

    /// `checker check <id>` from the command line after each of `repetitions` edits inside `body`
    /// of `loop`'s solution (the first, unedited check, which also builds the chapter, is not counted).
    func commandRechecks(_ loop: RecheckLoop, repetitions: Int) throws -> [Double] {
        let copy = try ScratchCourse(
            copying: root, into: scratch.appending(path: "recheck-command"), checkerExecutable: checkerExecutable)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let file = copy.folder.appending(path: loop.exercise.exercisePath)
        return try (0...repetitions).compactMap { edit in
            try loop.edited(edit).write(to: file, atomically: true, encoding: .utf8)
            let run = try copy.run(["check", loop.exercise.id])
            guard run.status == 0 else { throw BenchmarkError("edit \(edit) of \(loop.exercise.id) did not pass") }
            return edit == 0 ? nil : run.seconds
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
        guard run.status == 0 else { throw BenchmarkError("verify found a problem in the course (status \(run.status))") }
        return run.seconds
    }
}
