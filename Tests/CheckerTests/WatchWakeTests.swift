import Foundation
import Testing

@testable import CheckerKit

/// What makes `checker watch` show a save's verdict sooner: it wakes when a file is saved
/// (`FileEvents`) instead of at its next poll, and leaves deleting the check's folder and saving
/// the fingerprint memo until the verdict is on screen (`LaterWork`).
@Suite struct WatchWakeTests {
    /// True when `descriptor` becomes readable within `milliseconds`.
    private func readable(_ descriptor: Int32, within milliseconds: Int32) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, milliseconds) > 0
    }

    @Test("A save in a watched folder wakes the loop at once, an editor's rename included; a quiet folder does not")
    func savesWake() throws {
        let folder = TestSupport.scratch("file-events")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "Exercise.swift")
        try Data("let a = 1\n".utf8).write(to: file)
        let events = FileEvents(paths: [file.path])
        let descriptor = try #require(events.descriptor)
        #expect(!readable(descriptor, within: 50))

        // Written in place.
        try Data("let a = 2\n".utf8).write(to: file)
        #expect(readable(descriptor, within: 1_000))
        events.drain()
        #expect(!readable(descriptor, within: 50))

        // Written to a new file renamed over the old one, as most editors save.
        try Data("let a = 3\n".utf8).write(to: file, options: .atomic)
        #expect(readable(descriptor, within: 1_000))
        events.drain()
        #expect(!readable(descriptor, within: 50))
    }

    @Test("Nothing to watch gives no descriptor (the loop polls as before)")
    func nothingWatched() {
        #expect(FileEvents(folders: []).descriptor == nil)
        #expect(FileEvents(paths: ["/nonexistent-folder/for/sure/File.swift"]).descriptor == nil)
    }

    @Test("A result read or stored once is not read again while its file is unchanged; a replaced file is")
    func knownResults() throws {
        let folder = TestSupport.scratch("known-results")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResultCache(
            directory: folder.appending(path: "results"), seal: CacheSeal(directory: folder))
        let hash = String(repeating: "a", count: 64)
        let stored = ExerciseResult(
            id: "x", status: .failed, summary: "1 of 2 checks failed.", checks: [], compileErrors: [], duration: 1)
        cache.store(stored, for: hash)
        #expect(cache.result(for: hash)?.summary == stored.summary)
        #expect(cache.result(for: hash)?.cached == true)
        // Replaced by hand: read again, and its seal no longer verifies.
        let file = folder.appending(path: "results/\(hash).json")
        try Data("{\"result\":\"e30=\",\"seal\":\"0\"}".utf8).write(to: file)
        #expect(cache.result(for: hash) == nil)
        // Deleted: nothing.
        cache.store(stored, for: hash)
        try FileManager.default.removeItem(at: file)
        #expect(cache.result(for: hash) == nil)
    }

    @Test("Later work runs when asked, in order, once")
    func laterWorkRunsOnce() {
        let later = LaterWork()
        let done = Printed()
        later.add { done.append("folder") }
        later.add { done.append("memo") }
        #expect(done.text.isEmpty)
        later.run()
        later.run()
        #expect(done.text == "folder\nmemo")
    }
}
