@testable import CheckerKit
import Foundation
import Testing

/// The driver's plan, read from `swiftc -###` and replayed with the check's own folder.
@Suite struct DriverJobsTests {
    @Test("Words are split as a POSIX shell splits them: quotes kept together, escapes resolved")
    func shellWords() {
        #expect(
            DriverJobs.shellWords(#"/bin/a -x 'b c' "d \"e\"" f\ g '/p/t#M'"#) == [
                "/bin/a", "-x", "b c", #"d "e""#, "f g", "/p/t#M",
            ])
        #expect(DriverJobs.shellWords("/bin/a 'open") == nil)
    }

    @Test(
        "A listing's paths in the check's folder and the learner's file become placeholders, and come back as the next check's"
    )
    func replayedInAnotherFolder() throws {
        let listing = """
            /tc/swift-frontend -frontend -c /course/Ex.swift -emit-module-path /runs/a/L.swiftmodule -o /runs/a/TemporaryDirectory.x1/L-1.o
            /tc/swift-autolink-extract /runs/a/TemporaryDirectory.x1/L-1.o -o /runs/a/TemporaryDirectory.x1/L-2.autolink
            /tc/clang -shared /runs/a/TemporaryDirectory.x1/L-1.o @/runs/a/TemporaryDirectory.x1/L-2.autolink -o /runs/a/libL.so
            """
        let plan = try #require(DriverJobs.parse(listing, folder: "/runs/a", source: "/course/Ex.swift"))
        let jobs = plan.instantiated(folder: "/runs/b", source: "/course/Other.swift")
        #expect(jobs.map(\.executable) == ["/tc/swift-frontend", "/tc/swift-autolink-extract", "/tc/clang"])
        #expect(
            jobs[0].arguments == [
                "-frontend", "-c", "/course/Other.swift", "-emit-module-path", "/runs/b/L.swiftmodule", "-o",
                "/runs/b/TemporaryDirectory.x1/L-1.o",
            ])
        #expect(jobs[2].arguments.contains("@/runs/b/TemporaryDirectory.x1/L-2.autolink"))
        #expect(DriverJobs.temporaryFolders(of: jobs) == ["/runs/b/TemporaryDirectory.x1"])
    }

    @Test("A plan whose temporary files lie outside the check's folder is refused (checks would share them)")
    func temporaryFilesOutsideTheFolderAreRefused() {
        let listing = "/tc/swift-frontend -frontend -c /course/Ex.swift -o /tmp/TemporaryDirectory.x1/L-1.o"
        #expect(DriverJobs.parse(listing, folder: "/runs/a", source: "/course/Ex.swift") == nil)
        #expect(
            DriverJobs.parse("swift-frontend -c x.swift", folder: "/runs/a", source: nil) == nil,
            "a job must name its program by absolute path")
    }
}

/// Stored runners and the symbol lists kept with them.
@Suite struct RunnerCacheTests {
    @Test("A stored runner comes back with its symbol list; a runner or a list edited afterwards is not reused")
    func tamperedRunnersAreNotReused() throws {
        let folder = TestSupport.scratch("runner-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cache = RunnerCache(directory: folder.appending(path: "runners"), seal: CacheSeal(directory: folder))
        let runner = folder.appending(path: "built-runner")
        try Data("runner bytes".utf8).write(to: runner)
        cache.store(key: "k1", runner: runner, imports: ["$s5Other1fyyF", "$s15LearnerExercise1gyyF"])

        let restored = folder.appending(path: "restored")
        #expect(cache.restore(key: "k1", to: restored) == ["$s5Other1fyyF", "$s15LearnerExercise1gyyF"])
        #expect(try Data(contentsOf: restored) == Data("runner bytes".utf8))
        #expect(cache.restore(key: "k2", to: restored) == nil, "another key has no runner")

        let stored = folder.appending(path: "runners/k1")
        try Data("$s5Other1fyyF".utf8).write(to: stored.appending(path: "imports.txt"))
        #expect(
            cache.restore(key: "k1", to: restored) == nil,
            "a shortened symbol list would hide what the runner takes from the learner")
        cache.store(key: "k1", runner: runner, imports: ["$s5Other1fyyF"])
        try Data("other bytes!".utf8).write(to: stored.appending(path: "check-runner"))
        #expect(cache.restore(key: "k1", to: restored) == nil, "a replaced runner is compiled again")
    }
}

/// The library's exported symbols, read without `nm`.
@Suite struct DynamicSymbolsTests {
    @Test(
        "The dynamic symbols a library defines are what `llvm-nm -D --defined-only` lists, and a file that is not ELF gives nil"
    )
    func sameAsNM() throws {
        let toolchain = try Toolchain.locate()
        let nm = try #require(toolchain.symbolLister)
        let library = URL(filePath: toolchain.compiler).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "lib/swift/linux/libswiftCore.so")
        var lister = ChildProcess(
            executable: nm, arguments: ["-D", "--format=just-symbols", "--defined-only", library.path], timeLimit: 60)
        lister.capturedOutputLimit = 64 * 1024 * 1024
        let listed = try #require(lister.run().standardOutput?.text)
        let expected = Set(
            listed.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        )
        let read = try #require(DynamicSymbols.defined(in: Data(contentsOf: library)))
        #expect(expected.count > 1000)
        #expect(Set(read) == expected)
        #expect(DynamicSymbols.defined(in: Data("not an ELF file".utf8)) == nil)
    }
}
