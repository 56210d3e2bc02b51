import CheckerKit
import Foundation

// Measures the checker the way a learner meets it, on the real course, each figure next to its
// target (issue 10):
//   swift build && .build/debug/checker-benchmark [repetitions] [--fresh-clone | --recheck-only]
// `checker watch` is measured in a scratch copy of the course, with the `checker` built next to
// this benchmark.
// Nothing under Chapters/ is modified: the re-check loop edits a scratch copy of the first
// exercise's solution in .build/checker-benchmark, and the course is checked with a fresh cache.
// `--fresh-clone` also clones the repository into the scratch folder and times `swift run checker`
// there, to its first screen and to its first verdict (it builds everything anew: minutes when loaded).
// `--first-checks` times every exercise's first check (solved, nothing cached, in course order) with
// the `checker check` command; `--grade` grades a whole submission with `checker report`, solved and
// as stubs; `--verify` times `checker verify` from an empty cache; `--all` does all of these.

let root = PackageRoot.find(from: URL(filePath: FileManager.default.currentDirectoryPath))
let arguments = CommandLine.arguments.dropFirst()
let repetitions = arguments.compactMap(Int.init).first ?? 7
func asked(_ flag: String) -> Bool { arguments.contains(flag) || arguments.contains("--all") }
let scratch = root.appending(path: ".build/checker-benchmark")
let cache = scratch.appending(path: "cache-\(UUID().uuidString)")
try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

do {
    let course = try Course(root: root)
    guard let first = course.exercises.first else {
        print("The course has no exercises yet: nothing to measure.")
        exit(0)
    }
    var report = BenchmarkReport()
    print(
        "Checker benchmark: \(course.exercises.count) exercises, \(ProcessInfo.processInfo.activeProcessorCount) cores, "
            + "load average \(BenchmarkReport.loadAverage()), \(repetitions) repetitions on \(first.id)")

    // `--recheck-only`: only the re-check after a body edit against its floor (in process and with
    // the `checker check` command), the learner's loop, without the whole course from an empty
    // cache (minutes on a loaded machine).
    if arguments.contains("--recheck-only") {
        let checker = try Checker(root: root, cacheDirectory: cache)
        let recheck = try RecheckLoop(root: root, exercise: first, scratchName: ".build/checker-benchmark")
        _ = try recheck.editAndCheck(repetitions, with: checker)
        let recheckTimes = try (0..<repetitions).map { edit in try recheck.editAndCheck(edit, with: checker) }
        let floorTimes = try (0..<repetitions).map { _ in try recheck.floor(with: checker, scratch: scratch) }
        let floor = Timing.median(floorTimes)
        let recheckMedian = Timing.median(recheckTimes)
        report.row("floor: swiftc on the learner's file alone, median", floor, target: nil)
        report.row("re-check after a body edit, median", recheckMedian, target: .atMost(1.5 * floor, "1.5x floor"))
        report.ratio("re-check / floor", recheckMedian / floor, target: 1.5)
        let checkerExecutable = ScratchCourse.builtChecker()
        if FileManager.default.isExecutableFile(atPath: checkerExecutable.path) {
            let timings = CommandTimings(
                root: root, course: course, scratch: scratch, checkerExecutable: checkerExecutable)
            try CommandRows.addPairedRecheck(
                to: &report, timings: timings, loop: recheck, repetitions: repetitions,
                floor: { try recheck.floor(with: checker, scratch: scratch) })
            CommandRows.addReshapingRecheck(to: &report, timings: timings, loop: recheck, repetitions: repetitions)
        }
        report.note("isolation: \(Sandbox.available.summary)")
        report.print()
        exit(0)
    }

    // The whole course from an empty cache, as `checker check --all` runs it (two jobs), including
    // the one-time work: the runtime library, each chapter's examples, every runner.
    var checker: Checker?
    let processorBeforeSetup = Timing.processorSeconds()
    let setup = try Timing.seconds { checker = try Checker(root: root, cacheDirectory: cache) }
    guard let checker else { exit(1) }
    let setupProcessor = Timing.processorSeconds() - processorBeforeSetup
    let stubs = course.exercises.map { ExerciseSources(exercise: $0, learnerFile: $0.exercisePath, root: root) }
    let processorBeforeCold = Timing.processorSeconds()
    let cold = Timing.seconds { _ = checker.checkAll(stubs, jobs: 2) }
    let coldProcessor = Timing.processorSeconds() - processorBeforeCold
    let warm = try Timing.seconds { _ = try Checker(root: root, cacheDirectory: cache).checkAll(stubs, jobs: 2) }

    // A re-check after a body edit: a scratch copy of the first solution, edited inside `body`
    // before every run, so that the learner's module interface stays the same.
    let recheck = try RecheckLoop(root: root, exercise: first, scratchName: ".build/checker-benchmark")
    let recheckTimes = try (0..<repetitions).map { edit in try recheck.editAndCheck(edit, with: checker) }

    // The floor, in the same run: compiling and linking the learner's file alone against DataFlow.
    let floorTimes = try (0..<repetitions).map { _ in try recheck.floor(with: checker, scratch: scratch) }

    let floor = Timing.median(floorTimes)
    let recheckMedian = Timing.median(recheckTimes)
    let count = Double(course.exercises.count)
    report.row("floor: swiftc on the learner's file alone, median", floor, target: nil)
    report.row("re-check after a body edit, median", recheckMedian, target: .atMost(1.5 * floor, "1.5x floor"))
    report.ratio("re-check / floor", recheckMedian / floor, target: 1.5)
    report.row(
        "whole course, empty cache, per exercise", (setup + cold) / count, target: .atMost(0.3, "0.300 s"),
        processor: (setupProcessor + coldProcessor) / count)
    report.row("  of which one-time setup (runtime library)", setup, target: nil, processor: setupProcessor)
    report.row("  check --all, empty cache, total", cold, target: nil, processor: coldProcessor)
    report.row("check --all, everything cached, total", warm, target: .atMost(0.5, "0.500 s"))
    // `checker watch` in a copy of the course, from a save to the result on screen.
    let checkerExecutable = ScratchCourse.builtChecker()
    if FileManager.default.isExecutableFile(atPath: checkerExecutable.path) {
        let watch = WatchLatency(
            root: root, folder: scratch.appending(path: "watch-course"), checkerExecutable: checkerExecutable,
            exercise: first)
        let times = try watch.measure(repetitions: repetitions)
        report.row(
            "watch: save to result on screen, median", Timing.median(times), target: .atMost(0.3, "0.300 s"))
        report.row("  slowest of \(times.count) saves", times.max() ?? 0, target: nil)
        let timings = CommandTimings(
            root: root, course: course, scratch: scratch, checkerExecutable: checkerExecutable)
        try CommandRows.addPairedRecheck(
            to: &report, timings: timings, loop: recheck, repetitions: repetitions,
            floor: { try recheck.floor(with: checker, scratch: scratch) })
        CommandRows.addReshapingRecheck(to: &report, timings: timings, loop: recheck, repetitions: repetitions)
        try CommandRows.add(to: &report, timings: timings, asked: asked)
    } else {
        report.note("watch, save to screen: not measured; build the checker first (`swift build`).")
    }

    if asked("--fresh-clone") {
        let clone = FreshClone(root: root, folder: scratch.appending(path: "clone"))
        for (name, seconds, processor) in try clone.measure() {
            report.row(name, seconds, target: nil, processor: processor)
        }
        report.row(
            "fresh clone to first screen, total", clone.toFirstScreen, target: .atMost(25, "25 s"))
    } else {
        report.note("fresh clone to first screen: run with --fresh-clone (clones and builds everything anew).")
    }
    report.print()
} catch {
    print("\(error)")
    exit(1)
}
