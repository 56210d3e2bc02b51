import CheckerKit
import Foundation

// Measures the checker against DESIGN.md's targets on the real course:
//   swift run -c debug checker-benchmark [repetitions]
// Nothing under Chapters/ is modified: the re-check loop edits a scratch copy of the first
// exercise in .build/checker-benchmark, and every run uses a fresh result cache.

let root = PackageRoot.find(from: URL(filePath: FileManager.default.currentDirectoryPath))
let repetitions = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 7
let scratch = root.appending(path: ".build/checker-benchmark")
let cache = scratch.appending(path: "cache-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: scratch) }

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = Date()
    try work()
    return Date().timeIntervalSince(start)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func row(_ name: String, _ measured: Double, target: String, met: Bool) {
    let value = String(format: "%.3f s", measured)
    print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + value.padding(toLength: 12, withPad: " ", startingAt: 0) + "target \(target)  \(met ? "met" : "MISSED")")
}

do {
    let course = try Course(root: root)
    guard let first = course.exercises.first else {
        print("The course has no exercises yet: nothing to measure.")
        exit(0)
    }
    let stubs = course.exercises.map { ExerciseSources(exercise: $0, learnerFile: $0.exercisePath, root: root) }
    var setup = 0.0
    var checker: Checker?
    setup = try seconds { checker = try Checker(root: root, cacheDirectory: cache) }
    guard let checker else { exit(1) }

    let cold = seconds { _ = checker.checkAll(stubs, jobs: 2) }
    let hits = stubs.filter { checker.cachedResult(for: $0) != nil }.count
    let warm = try seconds {
        let fresh = try Checker(root: root, cacheDirectory: cache)
        _ = fresh.checkAll(stubs, jobs: 2)
    }

    // Re-check after an edit: a scratch copy of the first exercise, changed before every run.
    let copyPath = ".build/checker-benchmark/\(first.exercisePath.split(separator: "/").last ?? "Exercise.swift")"
    let original = try String(contentsOf: root.appending(path: first.exercisePath), encoding: .utf8)
    var recheckTimes: [Double] = []
    for edit in 0..<repetitions {
        try (original + "\n// edit \(edit) \(UUID().uuidString)\n").write(to: root.appending(path: copyPath), atomically: true, encoding: .utf8)
        let sources = ExerciseSources(exercise: first, learnerFile: copyPath, root: root)
        recheckTimes.append(seconds { _ = checker.check(sources) })
    }

    // The same files compiled and run the plain way, for comparison.
    let bare = BareCompile(root: root, sources: ExerciseSources(exercise: first, learnerFile: copyPath, root: root), scratch: scratch)
    let bareTimes = (0..<max(1, repetitions / 2)).map { _ in bare.measure() }

    let count = Double(course.exercises.count)
    print("Checker benchmark: \(course.exercises.count) exercises, \(ProcessInfo.processInfo.activeProcessorCount) cores, \(repetitions) re-checks of \(first.id)")
    print(String(format: "(one-time setup, runtime library and hashes: %.3f s)", setup))
    row("re-check one exercise after an edit, median", median(recheckTimes), target: "≤ 0.600 s", met: median(recheckTimes) <= 0.6)
    row("  bare swiftc compile + run, same files", median(bareTimes), target: "≥ re-check / 1.3", met: median(recheckTimes) <= 1.3 * median(bareTimes))
    row("check all, empty cache (per exercise)", cold / count, target: "≤ 0.300 s", met: cold / count <= 0.3)
    row("check all, empty cache (total)", cold, target: "< 15 s for ~40", met: cold / count * 40 < 15)
    row("check all, full cache (total)", warm, target: "< 0.500 s", met: warm < 0.5)
    if hits < stubs.count {
        print("Note: \(stubs.count - hits) results were invalidated during the run (a file or the DataFlow build changed).")
    }
} catch {
    print("\(error)")
    exit(1)
}
