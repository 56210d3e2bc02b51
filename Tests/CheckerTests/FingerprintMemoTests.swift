import Foundation
import Testing

@testable import CheckerKit

/// A command remembers the content hashes it worked out, so the next command reads no unchanged
/// file again (issue 26: `checker list` hashed every check file on every run).
@Suite struct FingerprintMemoTests {
    @Test("after `list`, the fingerprints of the exercises' check files are stored in the cache")
    func listRemembersHashes() throws {
        let cache = TestSupport.scratch("fingerprint-memo")
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect(TestSupport.runTool(["list"], cache: cache).status == 0)
        let data = try Data(contentsOf: cache.appending(path: "fingerprints.json"))
        let stored = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = Set((stored["files"] as? [String: Any] ?? [:]).keys)
        let course = try Course(root: TestSupport.fixtureRoot)
        // Every exercise whose file exists has a result to look up (`MissingFile`'s is deleted on purpose).
        for exercise in course.exercises
        where FileManager.default.fileExists(
            atPath: TestSupport.fixtureRoot.appending(path: exercise.exercisePath).path)
        {
            let path = TestSupport.fixtureRoot.appending(path: exercise.checkPath).path
            #expect(files.contains(path), "\(exercise.checkPath) was not remembered")
        }
    }

    @Test("A file changed in the last seconds is hashed without the memo being written; an older one is written")
    func recentFileAloneIsNotSaved() throws {
        let folder = TestSupport.scratch("fingerprint-recent")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appending(path: "fingerprints.json")
        let file = folder.appending(path: "Edited.swift")
        try "let edited = 1\n".write(to: file, atomically: true, encoding: .utf8)
        let memo = FileFingerprints(storeURL: store, seal: nil)
        #expect(memo.digest(of: file.path) != nil)
        memo.save()
        #expect(!FileManager.default.fileExists(atPath: store.path), "a just-edited file's digest alone was written")
        // The same file as it would be a minute later.
        let aMinuteAgo = Date().addingTimeInterval(-60)
        try FileManager.default.setAttributes([.modificationDate: aMinuteAgo], ofItemAtPath: file.path)
        #expect(memo.digest(of: file.path) != nil)
        memo.save()
        #expect(FileManager.default.fileExists(atPath: store.path))
    }
}
