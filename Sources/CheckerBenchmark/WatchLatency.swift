import CheckerKit
import Foundation

/// `checker watch` as a learner runs it, from saving a file to the result on screen: the course
/// is copied into a scratch folder (the learner's own files are never touched), `checker watch`
/// runs there with its output on a pipe (plain lines), the first exercise's solution is saved
/// over its stub, and the time until the screen says it is done is taken. Then the solution is
/// edited inside `body` and saved again, `repetitions` times, each save timed the same way.
struct WatchLatency {
    let root: URL
    let folder: URL
    let checkerExecutable: URL
    let exercise: Exercise

    /// The seconds from each save to the screen showing the exercise done.
    func measure(repetitions: Int) throws -> [Double] {
        _ = try ScratchCourse(copying: root, into: folder, checkerExecutable: checkerExecutable)
        let exerciseFile = folder.appending(path: exercise.exercisePath)
        try FileManager.default.copyItem(at: root.appending(path: exercise.stubPath), to: exerciseFile, replacing: true)

        let process = Process()
        process.executableURL = checkerExecutable
        process.arguments = ["watch"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let screen = ScreenText()
        output.fileHandleForReading.readabilityHandler = { handle in screen.append(handle.availableData) }
        try process.run()
        defer {
            try? input.fileHandleForWriting.write(contentsOf: Data("q\n".utf8))
            process.waitUntilExit()
            output.fileHandleForReading.readabilityHandler = nil
        }
        let done = "✔ \(exercise.id) is done!"
        let watching = "Watching \(exercise.exercisePath)"
        // The first screen: the stub checked (the runtime library and the chapter's examples are built first).
        guard screen.waitForCount(of: watching, atLeast: 1, seconds: 600) else {
            throw BenchmarkError("`checker watch` showed no first screen")
        }

        let solution = try String(contentsOf: root.appending(path: exercise.solutionPath), encoding: .utf8)
        var times: [Double] = []
        for edit in 0...repetitions {
            let text =
                edit == 0
                ? solution
                : solution.replacingOccurrences(
                    of: "var body: some View {", with: "var body: some View {\n        let _ = \(edit)")
            // A learner reads a result before saving again: watch finishes what it does after
            // drawing (the cache written, the editor's database refreshed, the progress read
            // again, the next exercise's planted bugs looked for) first. Saved at once, the save
            // waited for that work too.
            if edit > 0 { Thread.sleep(forTimeInterval: 1) }
            let before = screen.count(of: done)
            // Saved the way an editor saves: a new file renamed over the old one.
            try text.write(to: exerciseFile, atomically: true, encoding: .utf8)
            let saved = Date()
            guard screen.waitForCount(of: done, atLeast: before + 1, seconds: 600) else {
                throw BenchmarkError("`checker watch` did not show \(exercise.id) done after a save")
            }
            // The first save also compiles the checks' runner once; the learner's loop is the edits after it.
            if edit > 0 { times.append(Date().timeIntervalSince(saved)) }
        }
        return times
    }
}

/// Everything `checker watch` printed so far, with a wait for a line to appear.
private final class ScreenText: @unchecked Sendable {
    private let condition = NSCondition()
    private var text = ""

    func append(_ data: Data) {
        condition.withLock {
            text += String(decoding: data, as: UTF8.self)
            condition.broadcast()
        }
    }

    func count(of needle: String) -> Int {
        condition.withLock { text.components(separatedBy: needle).count - 1 }
    }

    func waitForCount(of needle: String, atLeast count: Int, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while text.components(separatedBy: needle).count - 1 < count {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }
}

extension FileManager {
    /// Copies `source` to `destination`, replacing what is there.
    func copyItem(at source: URL, to destination: URL, replacing: Bool) throws {
        if replacing { try? removeItem(at: destination) }
        try copyItem(at: source, to: destination)
    }
}
