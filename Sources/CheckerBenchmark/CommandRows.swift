import CheckerKit
import Foundation

/// The rows of the benchmark measured with the `checker` command in scratch copies of the course,
/// each next to its target (issue 26): first checks per chapter, a whole submission graded, the
/// course verified from an empty cache.
enum CommandRows {
    /// A first check's target: 3 s on an idle machine, 6 s at load 4 (the load measured when the
    /// chapter's checks ended decides which applies).
    static func firstCheckTarget(load: Double) -> BenchmarkReport.Target {
        load < 2 ? .atMost(3, "3 s (idle)") : .atMost(6, "6 s (load 4)")
    }

    /// `checker check` after edits that change the type `body` returns (most edits inside `body`
    /// do), each compiling the checks' runner again: what the re-check rows, whose edit keeps the
    /// type, do not show. No target of its own; shown beside theirs.
    /// The re-check with `checker check` after a body edit against the floor, each edit's command
    /// measured beside a floor run of its own: the medians of both, and the median of the edits'
    /// ratios, which is the figure held to its target.
    static func addPairedRecheck(
        to report: inout BenchmarkReport, timings: CommandTimings, loop: RecheckLoop, repetitions: Int,
        floor: @escaping () throws -> Double
    ) throws {
        let pairs = try timings.commandRechecks(loop, repetitions: repetitions, floor: floor)
        let floors = pairs.compactMap(\.floor)
        let floorMedian = Timing.median(floors)
        report.row("  floor measured beside each command, median", floorMedian, target: nil)
        report.row(
            "re-check with `checker check`, median", Timing.median(pairs.map(\.command)),
            target: .atMost(1.5 * floorMedian, "1.5x floor"))
        let ratios = pairs.compactMap { pair in pair.floor.map { pair.command / $0 } }
        report.ratio("command re-check / floor, median of the edits' ratios", Timing.median(ratios), target: 1.5)
    }

    static func addReshapingRecheck(
        to report: inout BenchmarkReport, timings: CommandTimings, loop: RecheckLoop, repetitions: Int
    ) {
        guard let times = try? timings.commandRechecks(loop, repetitions: repetitions, reshaping: true) else {
            report.note("re-check after an edit that changes body's type: the edited solution did not pass.")
            return
        }
        report.row(
            "re-check with `checker check`, an edit changing body's type (runner compiled again), median",
            Timing.median(times), target: nil)
    }

    static func add(to report: inout BenchmarkReport, timings: CommandTimings, asked: (String) -> Bool) throws {
        if asked("--first-checks") {
            let (checks, phases, testWriting, firstCommand) = try timings.firstChecks()
            report.row(
                "the first `checker`, every exercise a stub (the README's first step; links the runtime)",
                firstCommand, target: nil)
            var chapters: [String] = []
            for (exercise, _) in checks where !chapters.contains(exercise.chapterFolder) {
                chapters.append(exercise.chapterFolder)
            }
            let load = Double(BenchmarkReport.loadAverage()) ?? 0
            for chapter in chapters {
                let times = checks.filter { $0.exercise.chapterFolder == chapter }
                let slowest = times.max { $0.seconds < $1.seconds }
                report.row(
                    "first check, \(chapter), slowest (\(slowest?.exercise.id ?? "?"))", slowest?.seconds ?? 0,
                    target: firstCheckTarget(load: load))
                report.row("  median of \(times.count)", Timing.median(times.map(\.seconds)), target: nil)
                let count = Double(max(times.count, 1))
                let chapterPhases = phases.byChapter[chapter] ?? []
                for (phase, seconds) in chapterPhases {
                    report.row("    of which \(phase), per check", seconds / count, target: nil)
                }
                let inside = chapterPhases.map(\.seconds).reduce(0, +)
                report.row(
                    "    of which the command around the check (start, course, cache), per check",
                    (times.map(\.seconds).reduce(0, +) - inside) / count, target: nil)
            }
            for first in testWriting {
                report.row(
                    "  \(first.exercise.id): first check after watch showed its stub", first.afterWatch,
                    target: firstCheckTarget(load: load))
                report.row(
                    "  \(first.exercise.id): first check cold, without watch", first.cold,
                    target: firstCheckTarget(load: load))
                report.row(
                    "    planted bugs compiled by watch while its stub was shown", first.prebuild, target: nil)
            }
            report.note(
                "first checks are timed after the first `checker` command, as a learner meets them: that command checks the first stub and links the runtime once for the course."
            )
            report.note(
                "a test-writing exercise's first check is timed after watch showed its stub until its planted bugs were compiled (as a learner meets it); its cold check, without watch, is also shown."
            )
            report.note("first checks ended at load average \(BenchmarkReport.loadAverage()).")
        } else {
            report.note("first check of every exercise: run with --first-checks.")
        }
        if asked("--grade") {
            let jobs = ProcessInfo.processInfo.activeProcessorCount
            let graded = try timings.gradeSubmissions(jobs: jobs)
            report.row(
                "grade a solved submission (report, \(jobs) jobs)", graded.solved, target: .atMost(600, "600 s"))
            report.row(
                "grade a submission of stubs (report, \(jobs) jobs)", graded.stubs, target: .atMost(600, "600 s"))
            report.note(
                "grading ended at load average \(BenchmarkReport.loadAverage()); Gradescope's limit also covers building the course (--fresh-clone's first verdict)."
            )
        } else {
            report.note("a whole submission graded: run with --grade.")
        }
        if asked("--verify") {
            report.row("verify the course, empty cache", try timings.verifyCourse(), target: nil)
        } else {
            report.note("verify from an empty cache: run with --verify.")
        }
    }
}
