@testable import CheckerKit
import Foundation
import Testing

/// Whether setpriv has `--pdeathsig`, read from the program rather than asked (`SetprivOptions`).
@Suite struct SetprivOptionsTests {
    @Test("Reading setpriv's bytes gives the answer its --help gives; a program without the option says no")
    func readingAgreesWithAsking() throws {
        let setpriv = try #require(Sandbox.setprivPath, "setpriv is installed by .ci/run")
        let help = Process()
        help.executableURL = URL(filePath: setpriv)
        help.arguments = ["--help"]
        let output = Pipe()
        help.standardOutput = output
        try help.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        help.waitUntilExit()
        #expect(SetprivOptions.supportsParentDeathSignal(setpriv) == text.contains("--pdeathsig"))

        let folder = TestSupport.scratch("setpriv-options")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let older = folder.appending(path: "setpriv")
        try Data("#!/bin/sh\necho 'usage: setpriv [--reuid UID] [--keep-groups]'\n".utf8).write(to: older)
        chmod(older.path, 0o755)
        #expect(!SetprivOptions.supportsParentDeathSignal(older.path))
    }
}
