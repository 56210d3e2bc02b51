import Foundation
import Testing

@testable import CheckerKit

/// How the checker reads a learner's file (issue 25): at most 256 KiB, measured before reading,
/// and UTF-8 only, each refusal a compile error at the file (and, for bytes, at their line).
@Suite struct LearnerSourceFileTests {
    private func file(_ bytes: [UInt8]) throws -> URL {
        let url = TestSupport.scratch("learner-file").appending(path: "Exercise.swift")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    @Test("A file over the limit is refused by its size, and nothing past the limit is read")
    func oversized() throws {
        let url = try file(Array(repeating: UInt8(ascii: "/"), count: 300 * 1024))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(try LearnerSourceFile.read(url) == .failure(.tooLarge(size: 300 * 1024)))
        let small = try LearnerSourceFile.read(url, limit: 400 * 1024)
        #expect((try? small.get())?.count == 300 * 1024)
        let error = LearnerSourceFile.compileError(.tooLarge(size: 300 * 1024), file: "Exercise.swift")
        #expect(error.message.contains("300 KiB") && error.message.contains("256 KiB"), "\(error.message)")
    }

    @Test("A file at the limit is read whole")
    func atLimit() throws {
        let url = try file(Array(repeating: UInt8(ascii: " "), count: LearnerSourceFile.sizeLimit))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect((try? LearnerSourceFile.read(url).get())?.count == LearnerSourceFile.sizeLimit)
    }

    @Test("A named pipe in the file's place is an error at once, never a wait for a writer")
    func namedPipe() throws {
        let folder = TestSupport.scratch("learner-pipe")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appending(path: "Exercise.swift")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        #expect(throws: CocoaError.self) { try LearnerSourceFile.read(pipe) }
    }

    @Test("A missing file is an error of the file system, not a refusal")
    func missing() {
        #expect(throws: CocoaError.self) {
            try LearnerSourceFile.read(URL(filePath: "/nonexistent/Exercise.swift"))
        }
    }

    @Test(
        "Bytes that are not UTF-8 (F4 90 80 80, which swiftc accepts in a comment) are refused at their line and column"
    )
    func notUTF8() {
        let bytes =
            Array("import DataFlow\r\n// é\r// x ".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\nimport Glibc\n".utf8)
        #expect(LearnerSourceFile.text(of: Data(bytes)) == .failure(.notUTF8(line: 3, column: 6)))
        let error = LearnerSourceFile.compileError(.notUTF8(line: 3, column: 6), file: "Exercise.swift")
        #expect(error.line == 3 && error.column == 6 && error.message.contains("UTF-8"))
        #expect(LearnerSourceFile.text(of: Data("let é = 1\n".utf8)) == .success("let é = 1\n"))
    }

    @Test("Both refusals are worded in Korean too")
    func korean() {
        let tooLarge = PhraseBook.korean.text(.learnerFileTooLarge, ["300", "256"])
        let notUTF8 = PhraseBook.korean.text(.learnerFileNotUTF8, [])
        #expect(
            tooLarge.contains("300 KiB") && tooLarge != PhraseBook.english.text(.learnerFileTooLarge, ["300", "256"]))
        #expect(notUTF8.contains("UTF-8") && notUTF8 != PhraseBook.english.text(.learnerFileNotUTF8, []))
    }
}
