@testable import CheckerKit
import Testing

@Suite struct CommandLineParserTests {
    @Test("Each command is read with its options")
    func commands() throws {
        #expect(try CommandLineParser.parse([]).0 == .progress)
        #expect(try CommandLineParser.parse(["list"]).0 == .list)
        #expect(try CommandLineParser.parse(["check", "state-toggle"]).0 == .check("state-toggle"))
        #expect(try CommandLineParser.parse(["check", "--all"]).0 == .checkAll)
        #expect(try CommandLineParser.parse(["hint", "x"]).0 == .hint("x"))
        #expect(try CommandLineParser.parse(["reset", "x"]).0 == .reset("x"))
        let (verify, options) = try CommandLineParser.parse(["verify", "--format", "json", "--time-limit", "2.5", "--jobs", "1"])
        #expect(verify == .verify)
        #expect(options == CommandOptions(json: true, timeLimit: 2.5, jobs: 1))
    }

    @Test("Mistakes are explained, not crashed on", arguments: [["check"], ["hint"], ["frobnicate"], ["--format", "xml"], ["--time-limit", "soon"]])
    func mistakes(arguments: [String]) {
        #expect(throws: CheckerError.self) { try CommandLineParser.parse(arguments) }
    }
}
