import CheckerKit
import Foundation

/// A fresh clone to the first screen, as a new learner meets it: `git clone`, then
/// `swift run checker`, timed in two parts so that the report says what costs what: SwiftPM
/// building DataFlow, its macros and the checker (`swift build --product checker`), then the
/// checker's first run (linking the runtime library, compiling chapter 1's examples, checking
/// the first exercise), which `swift run checker` starts after its own up-to-date check.
final class FreshClone {
    let root: URL
    let folder: URL
    private(set) var total = 0.0
    private(set) var processor = 0.0

    init(root: URL, folder: URL) {
        self.root = root
        self.folder = folder
    }

    /// Each step's name, wall-clock seconds and processor seconds.
    func measure() throws -> [(String, Double, Double)] {
        try? FileManager.default.removeItem(at: folder)
        var steps: [(String, Double, Double)] = []
        func step(_ name: String, _ measured: (Double, Double)) { steps.append((name, measured.0, measured.1)) }
        step(
            "fresh clone: git clone (local)",
            try run("/usr/bin/env", ["git", "clone", "--quiet", root.path, folder.path], in: root))
        step(
            "fresh clone: swift build --product checker",
            try run("/usr/bin/env", ["swift", "build", "--product", "checker"], in: folder))
        step(
            "fresh clone: swift run checker (first screen)",
            try run("/usr/bin/env", ["swift", "run", "checker"], in: folder, acceptsFailure: true))
        total = steps.map(\.1).reduce(0, +)
        processor = steps.map(\.2).reduce(0, +)
        return steps
    }

    private func run(
        _ executable: String, _ arguments: [String], in directory: URL, acceptsFailure: Bool = false
    ) throws -> (Double, Double) {
        var child = ChildProcess(executable: executable, arguments: arguments, timeLimit: 1_800)
        child.workingDirectory = directory.path
        child.standardOutputPath = "/dev/null"
        var finished: FinishedProcess?
        let processorBefore = Timing.processorSeconds()
        let seconds = Timing.seconds { finished = child.run() }
        let processor = Timing.processorSeconds() - processorBefore
        // `checker` exits with 1 while an exercise is not done: that is the first screen too.
        let acceptable: [ProcessOutcome] = acceptsFailure ? [.exited(0), .exited(1)] : [.exited(0)]
        guard let outcome = finished?.outcome, acceptable.contains(outcome) else {
            throw BenchmarkError("`\(arguments.joined(separator: " "))` failed in \(directory.path)")
        }
        return (seconds, processor)
    }
}
