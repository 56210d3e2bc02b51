import CheckerKit
import Foundation
import Testing

/// A cached verdict must mean what a fresh one would: the cache never replays a pass for a file
/// whose content changed, nor a result written or edited by anything but the checker.
extension CompilingTests {
    @Suite struct CacheIntegrity {
        /// A copy of the fixture course with its own cache.
        private func workspace() throws -> (root: URL, cache: URL) {
            let root = TestSupport.scratch("cache-integrity")
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root)
            return (root, root.appending(path: ".checker"))
        }

        private func entry(_ arguments: [String], root: URL, cache: URL) throws -> JSONReport.Entry {
            let run = TestSupport.runTool(arguments + ["--format", "json"], root: root, cache: cache)
            return try #require(try TestSupport.report(run.output).exercises?.first)
        }

        @Test("A file rewritten with the old size and modification time is read again (its change time differs)")
        func statReplay() throws {
            let (root, cache) = try workspace()
            defer { try? FileManager.default.removeItem(at: root) }
            let stub = root.appending(path: "Chapters/01-Basics/Exercises/Failing.swift")
            let solution = try String(
                contentsOf: root.appending(path: "Solutions/01-Basics/Failing.swift"), encoding: .utf8)
            var wrong = try String(contentsOf: stub, encoding: .utf8)
            #expect(wrong.utf8.count <= solution.utf8.count)
            wrong += String(repeating: " ", count: solution.utf8.count - wrong.utf8.count)
            try solution.write(to: stub, atomically: false, encoding: .utf8)
            var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 0), timespec(tv_sec: 1_700_000_000, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, stub.path, &times, 0) == 0)
            #expect(try entry(["check", "failing"], root: root, cache: cache).status == .passed)

            try wrong.write(to: stub, atomically: false, encoding: .utf8)
            #expect(utimensat(AT_FDCWD, stub.path, &times, 0) == 0)
            let again = try entry(["check", "failing"], root: root, cache: cache)
            #expect(again.status == .failed)
            #expect(!again.cached)
        }

        @Test("A cached result edited by hand is ignored, and the exercise is checked again")
        func forgedEntry() throws {
            let (root, cache) = try workspace()
            defer { try? FileManager.default.removeItem(at: root) }
            #expect(try entry(["check", "failing"], root: root, cache: cache).status == .failed)
            let results = cache.appending(path: "results")
            for name in try FileManager.default.contentsOfDirectory(atPath: results.path) {
                let file = results.appending(path: name)
                let text = try String(contentsOf: file, encoding: .utf8)
                var sealed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                let inner = try #require(Data(base64Encoded: sealed["result"] as? String ?? ""))
                let forged = String(decoding: inner, as: UTF8.self).replacingOccurrences(
                    of: "\"failed\"", with: "\"passed\"")
                sealed["result"] = Data(forged.utf8).base64EncodedString()
                try JSONSerialization.data(withJSONObject: sealed).write(to: file)
            }
            try "{\"status\":\"passed\"}".write(
                to: results.appending(path: "\(String(repeating: "0", count: 64)).json"), atomically: true,
                encoding: .utf8)
            let again = try entry(["check", "failing"], root: root, cache: cache)
            #expect(again.status == .failed)
            #expect(!again.cached)
        }

        @Test(
            "The runners' entry point is compiled once and reused; a stored one changed by hand is compiled again, never linked"
        )
        func entryObject() throws {
            let (root, cache) = try workspace()
            defer { try? FileManager.default.removeItem(at: root) }
            #expect(try entry(["check", "failing"], root: root, cache: cache).status == .failed)
            let entries = cache.appending(path: "entries")
            let folders = try FileManager.default.contentsOfDirectory(atPath: entries.path)
            #expect(folders.count == 1, "one entry object for the runs of hidden checks: \(folders)")
            let object = entries.appending(path: "\(try #require(folders.first))/check-runner")
            let compiled = try Data(contentsOf: object)
            // The stored object changed by hand, as an entry point planted in the cache would be.
            var planted = compiled
            planted.replaceSubrange(0..<4, with: Data("junk".utf8))
            try planted.write(to: object)
            let again = try entry(["check", "failing", "--fresh"], root: root, cache: cache)
            #expect(again.status == .failed && !again.cached)
            #expect(
                again.checks.contains { $0.status == .failed }, "the checks ran and failed: \(again.checks)")
            let restored = try Data(contentsOf: object)
            #expect(restored != planted, "the planted object was replaced by a compiled one")
        }

        @Test("check --fresh checks again although a result is cached")
        func fresh() throws {
            let (root, cache) = try workspace()
            defer { try? FileManager.default.removeItem(at: root) }
            #expect(try entry(["check", "passing"], root: root, cache: cache).cached == false)
            #expect(try entry(["check", "passing"], root: root, cache: cache).cached == true)
            let fresh = try entry(["check", "passing", "--fresh"], root: root, cache: cache)
            #expect(fresh.cached == false)
            #expect(fresh.status == .passed)
        }
    }
}
