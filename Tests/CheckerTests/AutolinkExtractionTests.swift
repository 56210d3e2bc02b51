@testable import CheckerKit
import Foundation
import Testing

/// `swift-autolink-extract`'s output written again from the memo when the same autolink
/// sections come back (`AutolinkExtraction`).
@Suite struct AutolinkExtractionTests {
    /// Compiles `source` into an object in `folder` with the toolchain's frontend (via `swiftc -c`).
    private func object(_ source: String, named name: String, in folder: URL, compiler: String) throws -> String {
        let file = folder.appending(path: "\(name).swift")
        try source.write(to: file, atomically: false, encoding: .utf8)
        let output = folder.appending(path: "\(name).o").path
        var compile = ChildProcess(
            executable: compiler, arguments: ["-parse-as-library", "-c", file.path, "-o", output], timeLimit: 120)
        compile.extraEnvironment = ["TMPDIR": folder.path]
        #expect(compile.run().outcome == .exited(0))
        return output
    }

    /// Runs the real tool, as the driver's plan would.
    private func extract(_ job: DriverJobs.Job) -> Bool {
        ChildProcess(executable: job.executable, arguments: job.arguments, timeLimit: 60).run().outcome == .exited(0)
    }

    @Test(
        "What the memo writes for an object is byte for byte what swift-autolink-extract wrote for it, and an object importing other modules has another key"
    )
    func replayMatchesTheTool() throws {
        let compiler = try Toolchain.locate().compiler
        let tool = URL(filePath: compiler).resolvingSymlinksInPath().deletingLastPathComponent()
            .appending(path: AutolinkExtraction.toolName).path
        let folder = TestSupport.scratch("autolink")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try object("func f() -> Int { 1 }", named: "Plain", in: folder, compiler: compiler)
        let foundation = try object(
            "import Foundation\nfunc g() -> Date { Date() }", named: "WithFoundation", in: folder, compiler: compiler)
        let memo = FileFingerprints(storeURL: nil, seal: nil)

        let output = folder.appending(path: "plain.autolink").path
        let job = DriverJobs.Job(executable: tool, arguments: [plain, "-o", output])
        let extraction = try #require(AutolinkExtraction(job: job, memo: memo, toolchainVersion: "test"))
        #expect(!extraction.replay(from: memo), "nothing is remembered before the tool ran once")
        #expect(extract(job))
        let written = try Data(contentsOf: URL(filePath: output))
        #expect(String(decoding: written, as: UTF8.self).contains("-lswiftCore"))
        extraction.remember(in: memo)
        try FileManager.default.removeItem(atPath: output)

        let again = try #require(AutolinkExtraction(job: job, memo: memo, toolchainVersion: "test"))
        #expect(again.replay(from: memo))
        #expect(try Data(contentsOf: URL(filePath: output)) == written)

        let other = try #require(
            AutolinkExtraction(
                job: DriverJobs.Job(executable: tool, arguments: [foundation, "-o", output]), memo: memo,
                toolchainVersion: "test"))
        #expect(other.key != extraction.key, "Foundation's autolink entries are other sections")
        #expect(!other.replay(from: memo))
        let otherVersion = try #require(AutolinkExtraction(job: job, memo: memo, toolchainVersion: "another"))
        #expect(otherVersion.key != extraction.key, "another toolchain's tool may write otherwise")
    }

    @Test("Jobs it does not understand run as planned: another program, another option, an input that is not ELF")
    func otherJobsAreNotReplayed() throws {
        let memo = FileFingerprints(storeURL: nil, seal: nil)
        let folder = TestSupport.scratch("autolink-other")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appending(path: "not-an-object.o")
        try Data("not ELF".utf8).write(to: text)
        let tool = "/tc/" + AutolinkExtraction.toolName
        #expect(
            AutolinkExtraction(
                job: .init(executable: "/tc/clang", arguments: [text.path, "-o", "x"]), memo: memo, toolchainVersion: ""
            ) == nil)
        #expect(
            AutolinkExtraction(
                job: .init(executable: tool, arguments: [text.path, "-o", "x"]), memo: memo, toolchainVersion: "")
                == nil)
        #expect(
            AutolinkExtraction(
                job: .init(executable: tool, arguments: ["-static", text.path, "-o", "x"]), memo: memo,
                toolchainVersion: "") == nil)
        #expect(
            AutolinkExtraction(job: .init(executable: tool, arguments: [text.path]), memo: memo, toolchainVersion: "")
                == nil)
    }
}
