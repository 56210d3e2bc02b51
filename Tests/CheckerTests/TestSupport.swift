import CheckerKit
import Foundation
import Testing

/// Paths and helpers shared by the checker's tests.
enum TestSupport {
    /// The package root, found from this file's path.
    static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The fixture course: one exercise per kind of learner mistake.
    static let fixtureRoot = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/Course")

    /// This test process's scratch folder, `.build/checker-tests/<pid>`, outside the system's
    /// temporary folder. Folders of test processes that have ended are deleted first.
    static let scratchRoot: URL = {
        let parent = packageRoot.appending(path: ".build/checker-tests")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            if let pid = Int32(name), kill(pid, 0) != 0 {
                try? FileManager.default.removeItem(at: parent.appending(path: name))
            }
        }
        return parent.appending(path: "\(getpid())")
    }()

    /// The `checker` executable SwiftPM built next to the tests.
    static let checkerExecutable = packageRoot.appending(path: ".build/debug/checker")

    /// A cache folder for this test process, so results never leak between runs.
    static let cacheDirectory = scratchRoot.appending(path: "cache")

    /// A fresh folder name in the scratch folder.
    static func scratch(_ name: String) -> URL {
        scratchRoot.appending(path: "\(name)-\(UUID().uuidString)")
    }

    /// Runs the checker tool and returns its exit status and everything it printed.
    static func runTool(
        _ arguments: [String], root: URL = fixtureRoot, cache: URL = cacheDirectory
    ) -> (status: Int32, output: String) {
        let printed = Printed()
        let tool = CheckerCommandLine(root: root, cacheDirectory: cache) { printed.append($0) }
        let status = tool.run(arguments)
        return (status, printed.text)
    }

    /// A scratch copy of the one-exercise test-writing fixture course (`tally-tests`).
    static func testWritingCourse(_ name: String) throws -> URL {
        let root = scratch(name)
        try FileManager.default.copyItem(
            at: fixtureRoot.deletingLastPathComponent().appending(path: "TestWritingCourse"), to: root)
        return root
    }

    /// The versions of test-writing features a cache stores (`FeatureSubjects`: one library
    /// each), by folder name, with each folder's inode number (a version stored again gets a new one).
    static func storedFeatureVersions(in cache: URL) -> [String: UInt64] {
        let folder = cache.appending(path: "subjects/libraries")
        var stored: [String: UInt64] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where !name.hasSuffix(".partial") {
            var info = stat()
            if stat(folder.appending(path: name).path, &info) == 0 { stored[name] = UInt64(info.st_ino) }
        }
        return stored
    }

    /// Decodes a `--format json` report.
    static func report(_ output: String) throws -> JSONReport {
        try JSONDecoder().decode(JSONReport.self, from: Data(output.utf8))
    }
}

/// Collects what the tool prints, from any thread.
final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [String] = []

    func append(_ chunk: String) {
        lock.withLock { chunks.append(chunk) }
    }

    var text: String {
        lock.withLock { chunks.joined(separator: "\n") }
    }
}

/// The tests that compile exercises. They run one at a time: each already compiles two
/// exercises at once, and the machine has two cores.
@Suite(.serialized) struct CompilingTests {}

/// The tests that verify the whole course (`checker verify`, two exercises at a time, sharing one
/// cache): one at a time, but beside `CompilingTests`, whose tests leave a core idle between
/// compiles (issue 26: the two in one queue made the suite's longest path).
@Suite(.serialized) struct WholeCourseTests {}
