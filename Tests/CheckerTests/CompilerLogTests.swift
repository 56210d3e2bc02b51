import Foundation
import Testing

@testable import CheckerKit

/// A compiler's log is read within head and tail limits (issue 25: 16 KB of source gave 48 MB of
/// log, which the checker read and parsed whole).
@Suite struct CompilerLogTests {
    @Test("A 48 MB log is read as its first and last lines, with the bytes dropped between them counted")
    func bomb() throws {
        let folder = TestSupport.scratch("compiler-log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appending(path: "compile.log")
        let line = "Exercise.swift:3:20: error: cannot convert value of type 'String' to expected element type 'Int'\n"
        let first = "Exercise.swift:1:1: error: the first error\n"
        let last = "Exercise.swift:9:9: error: the last error\n"
        var text = first
        text += String(repeating: line, count: 48 * 1024 * 1024 / line.utf8.count)
        text += last
        try text.write(to: log, atomically: false, encoding: .utf8)
        let read = CompilerLog.read(log)
        #expect(read.utf8.count <= CompilerLog.limits.head + CompilerLog.limits.tail + 100)
        #expect(read.hasPrefix(first))
        #expect(read.hasSuffix(last))
        #expect(read.contains("bytes of the compiler's output dropped"))
        #expect(
            !read.contains("error: cannot convert value of type 'String' to expected elem\n"), "lines are kept whole")
        let diagnostics = CompilerDiagnostic.parse(read)
        #expect(diagnostics.first?.message == "the first error")
    }

    @Test("A short log is read whole")
    func short() throws {
        let folder = TestSupport.scratch("compiler-log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appending(path: "compile.log")
        try "a: error: b\n".write(to: log, atomically: false, encoding: .utf8)
        #expect(CompilerLog.read(log) == "a: error: b\n")
        #expect(CompilerLog.read(folder.appending(path: "missing.log")) == "")
    }

    @Test("A cut log's errors are counted as \"at least N\": the compiler wrote more than were read")
    func cutLogCountsAtLeast() throws {
        let root = TestSupport.packageRoot
        let exercise = try #require(try Course(root: root).exercises.first)
        let learnerFile = exercise.exercisePath
        let path = root.appending(path: learnerFile).path
        let line = "\(path):3:20: error: cannot convert value of type 'String' to expected element type 'Int'\n"
        let folder = TestSupport.scratch("compiler-log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appending(path: "compile.log")
        try String(repeating: line, count: 2 * CompilerLog.limits.head / line.utf8.count).write(
            to: log, atomically: false, encoding: .utf8)
        let cut = CompilerLog.read(log)
        let explanation = CompileFailureExplanation(exercise: exercise, learnerFile: learnerFile, root: root)
        let summary = PhraseBook.$current.withValue(.english) {
            explanation.result(compilerOutput: cut, duration: 0).summary
        }
        let counted = CompilerDiagnostic.parse(cut).filter { $0.severity == "error" }.count
        #expect(summary.hasPrefix("Your exercise does not compile (at least \(counted) errors"), "\(summary)")

        let whole = String(repeating: line, count: 3)
        let wholeSummary = PhraseBook.$current.withValue(.english) {
            explanation.result(compilerOutput: whole, duration: 0).summary
        }
        #expect(wholeSummary == "Your exercise does not compile (3 errors).", "\(wholeSummary)")
    }
}
