import CheckerKit
import Foundation

/// A fresh clone to the first screen, as a new learner meets it: `git clone`, then
/// `swift run checker`, timed until the checker shows the course and the current exercise (its
/// first screen, printed before it has SwiftPM build the runtime), and then on to the first
/// verdict (DataFlow and its macros built, the runtime library linked, chapter 1's examples
/// compiled, the first exercise checked).
final class FreshClone {
    let root: URL
    let folder: URL
    /// Clone to first screen, wall-clock seconds.
    private(set) var toFirstScreen = 0.0

    /// The line the first screen shows once it is complete.
    static let firstScreenMarker = "Current exercise:"

    init(root: URL, folder: URL) {
        self.root = root
        self.folder = folder
    }

    /// Each step's name, wall-clock seconds and processor seconds (of the finished programs: a
    /// program still running at the first screen has not reported its processor time yet).
    func measure() throws -> [(String, Double, Double?)] {
        try? FileManager.default.removeItem(at: folder)
        var steps: [(String, Double, Double?)] = []
        let cloneStart = Timing.processorSeconds()
        let cloneSeconds = try Timing.seconds {
            try run(["git", "clone", "--quiet", root.path, folder.path], in: root)
        }
        steps.append(("fresh clone: git clone (local)", cloneSeconds, Timing.processorSeconds() - cloneStart))

        let checkerStart = Timing.processorSeconds()
        let (firstScreen, verdict) = try runChecker()
        steps.append(("fresh clone: swift run checker, to its first screen", firstScreen, nil))
        steps.append(
            (
                "fresh clone: swift run checker, to the first verdict", verdict.seconds,
                verdict.processor - checkerStart
            ))
        toFirstScreen = cloneSeconds + firstScreen
        return steps
    }

    private func run(_ words: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = words
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("`\(words.joined(separator: " "))` failed in \(directory.path)")
        }
    }

    /// `swift run checker` in the clone: when its output first holds the marker, and when it ends.
    private func runChecker() throws -> (
        firstScreen: Double, verdict: (seconds: Double, processor: Double)
    ) {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["swift", "run", "checker"]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let started = Date()
        try process.run()
        var output = Data()
        var firstScreen: Double?
        let marker = Data(Self.firstScreenMarker.utf8)
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            output.append(chunk)
            if firstScreen == nil, output.range(of: marker) != nil {
                firstScreen = Date().timeIntervalSince(started)
            }
        }
        process.waitUntilExit()
        let verdict = (Date().timeIntervalSince(started), Timing.processorSeconds())
        // `checker` exits with 1 while an exercise is not done: that is the first screen too.
        guard [0, 1].contains(process.terminationStatus), let firstScreen else {
            throw BenchmarkError(
                "`swift run checker` in \(folder.path) showed no first screen (status \(process.terminationStatus)):\n"
                    + String(decoding: output.suffix(2_000), as: UTF8.self))
        }
        return (firstScreen, verdict)
    }
}
