import Foundation
import FoundationXML
import Testing

@testable import CheckerKit

/// The pieces of issue 16 that need no compiler: the lexer reads lines as the compiler does,
/// the rules a learner's file must follow, JUnit's escaping, symbolic links on a submission's
/// path, and the sandbox's launch line.
@Suite struct SandboxRules {
    @Test("A // comment ends at \\r, \\r\\n or \\n, and a BOM is skipped, in every scanner")
    func lineEnds() {
        for end in ["\n", "\r\n", "\r"] {
            let source = "\u{FEFF}// a comment\(end)let p = Process()\(end)struct A {}\(end)@Test func t() {}\(end)"
            #expect(IntegrityNotes.withoutComments(source).contains("Process("), "\(end.debugDescription)")
            #expect(TopLevelDeclarations.scan(source).map(\.name) == ["p", "A", "t"], "\(end.debugDescription)")
            #expect(DeclaredChecks(source: source).functionNames == ["t"], "\(end.debugDescription)")
        }
    }

    @Test("Forbidden attributes and imports are errors at their line, in words; the chapter's modules are not")
    func learnerRules() throws {
        let exercise = try #require(try Course(root: TestSupport.fixtureRoot).exercises.first)
        let rules = LearnerSourceRules(exercise: exercise, examplesModule: "Basics")
        let source =
            "import DataFlow\rimport Foundation\r\nimport struct Glibc.stat\n@_cdecl(\"x\") func x() {}\n@section(\".init_array\") @used let y = 1\n// @_silgen_name in a comment\nlet s = \"@_exported\""
        let problems = rules.problems(in: source, file: "F.swift")
        #expect(problems.map(\.line) == [3, 4, 5, 5])
        #expect(problems[0].message.contains("`import Glibc` is not allowed"))
        #expect(problems[1].message.contains("`@_cdecl` is not allowed"))
        #expect(problems[1].excerpt?.hasPrefix("@_cdecl(\"x\")") == true)
        #expect(rules.problems(in: "import DataFlow\nimport Observation\nimport Basics\n", file: "F.swift").isEmpty)
    }

    @Test("JUnit text holds only characters XML 1.0 allows, for every Unicode scalar, and parses")
    func junitEscapesEverything() throws {
        var all = String.UnicodeScalarView()
        for value in UInt32(0)...0x10FFFF {
            if let scalar = Unicode.Scalar(value) { all.append(scalar) }
        }
        let escaped = JUnitReport.escaped(String(all))
        for scalar in escaped.unicodeScalars {
            let value = scalar.value
            let allowed =
                value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
            #expect(allowed, "U+\(String(value, radix: 16)) is not allowed in XML 1.0")
            if !allowed { break }
        }
        let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><a b=\"\(escaped)\">\(escaped)</a>"
        let parser = XMLParser(data: Data(document.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test("A symbolic link anywhere on a submission's path is found and named")
    func submissionLinks() throws {
        let root = TestSupport.scratch("submission-links")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appending(path: "real/A"), withIntermediateDirectories: true)
        try Data().write(to: root.appending(path: "real/A/F.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appending(path: "linked").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(
            atPath: root.appending(path: "real/G.swift").path, withDestinationPath: "A/F.swift")
        #expect(SubmissionPath.firstSymbolicLink(on: "real/A/F.swift", under: root) == nil)
        #expect(SubmissionPath.firstSymbolicLink(on: "linked/A/F.swift", under: root) == "linked")
        #expect(SubmissionPath.firstSymbolicLink(on: "real/G.swift", under: root) == "real/G.swift")
        #expect(SubmissionPath.firstSymbolicLink(on: "real/missing/F.swift", under: root) == nil)
    }

    @Test("The sandbox starts a program with a scrubbed environment, the same paths whatever its folder")
    func sandboxLaunch() {
        let sandbox = Sandbox.available
        func launch(_ folder: String) -> SandboxLayout.Launch {
            SandboxLayout(
                sandbox: sandbox, checkFiles: ["\(folder)/check-runner", "\(folder)/libX.so"],
                libraryFolders: ["/opt/lib"], hostWorkFolder: "\(folder)/work"
            ).launch(executable: "\(folder)/check-runner", arguments: [], extra: ["A": "1"])
        }
        let first = launch("/tmp/runs/bug-1")
        for name in ["TMUX", "SSH_AUTH_SOCK", "DBUS_SESSION_BUS_ADDRESS", "DISPLAY"] {
            #expect(first.environment[name] == nil)
        }
        #expect(first.environment["A"] == "1")
        guard sandbox.kind == .bubblewrap else { return }
        let second = launch("/tmp/runs/correct")
        #expect(first.environment == second.environment)
        #expect(first.arguments.last == "/sandbox/check/check-runner")
        #expect(!first.arguments.suffix(3).contains { $0.contains("bug-1") })
        #expect(first.arguments.contains("--unshare-all") && first.arguments.contains("--die-with-parent"))
    }
}
