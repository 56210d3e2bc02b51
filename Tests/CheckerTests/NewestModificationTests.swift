import Foundation
import Testing

@testable import CheckerKit

/// The newest modification time in a folder tree, which decides whether SwiftPM must build the
/// runtime before a check (`SwiftPMBuild.needsBuilding`).
@Suite struct NewestModificationTests {
    private func touch(_ url: URL, seconds: Int) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: url.path) { try Data("x".utf8).write(to: url) }
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, url.path, &times, AT_SYMLINK_NOFOLLOW) == 0)
    }

    @Test("the newest file anywhere in the tree; of an extension when asked; links not followed; nil when empty")
    func newestInTree() throws {
        let folder = TestSupport.scratch("newest-modification")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(NewestModification.under(folder) == nil, "no folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(NewestModification.under(folder) == nil, "an empty folder")
        try touch(folder.appending(path: "A.swift"), seconds: 1_000)
        try touch(folder.appending(path: "deep/down/B.swift"), seconds: 3_000)
        try touch(folder.appending(path: "deep/C.o"), seconds: 5_000)
        let outside = TestSupport.scratch("newest-modification-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        try touch(outside.appending(path: "D.swift"), seconds: 9_000)
        try FileManager.default.createSymbolicLink(
            at: folder.appending(path: "link"), withDestinationURL: outside)
        #expect(NewestModification.under(folder) == Date(timeIntervalSince1970: 5_000))
        #expect(NewestModification.under(folder, pathExtension: "swift") == Date(timeIntervalSince1970: 3_000))
        #expect(NewestModification.under(folder, pathExtension: "md") == nil)
    }
}
