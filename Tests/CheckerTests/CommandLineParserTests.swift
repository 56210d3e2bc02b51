@testable import CheckerKit
import Foundation
import Testing

@Suite struct CommandLineParserTests {
    private func parse(_ arguments: [String]) throws -> (name: String, invocation: Invocation) {
        let parsed = try CommandLineParser.parse(arguments)
        return (parsed.command.description.name, parsed.invocation)
    }

    @Test("Each command is read with its exercise id, --all and its options")
    func commands() throws {
        #expect(try parse([]).name == "")
        #expect(try parse(["list"]).name == "list")
        let check = try parse(["check", "state-toggle"])
        #expect(check.name == "check" && check.invocation.exerciseID == "state-toggle")
        let current = try parse(["check"])
        #expect(current.name == "check" && current.invocation.exerciseID == nil && !current.invocation.all)
        #expect(try parse(["check", "--all"]).invocation.all)
        #expect(try parse(["hint", "x"]).invocation.exerciseID == "x")
        #expect(try parse(["hint"]).invocation.exerciseID == nil)
        #expect(try parse(["reset", "x"]).invocation.exerciseID == "x")
        #expect(try parse(["--help"]).name == "help")
        let verify = try parse(["verify", "--format", "json", "--time-limit", "2.5", "--jobs", "1"])
        #expect(verify.name == "verify")
        #expect(
            verify.invocation.options.json && verify.invocation.options.timeLimit == 2.5
                && verify.invocation.options.jobs == 1)
        #expect(try parse(["report", "--format", "junit", "--course", "../c"]).invocation.options.format == .junit)
    }

    @Test(
        "Mistakes are explained, not crashed on",
        arguments: [
            ["reset"], ["frobnicate"], ["--format", "xml"], ["--time-limit", "soon"], ["check", "a", "b"],
            ["list", "--all"],
            ["hint", "--fresh"], ["list", "--course", "x"], ["--frobnicate"],
        ])
    func mistakes(arguments: [String]) {
        #expect(throws: CheckerError.self) { try CommandLineParser.parse(arguments) }
    }

    @Test("A command that prints no results rejects --format json in words; one that does accepts it")
    func formatRejection() throws {
        #expect(throws: CheckerError.formatNotOffered(command: "hint [<id>]", format: "json", offered: ["text"])) {
            try CommandLineParser.parse(["hint", "--format", "json"])
        }
        #expect(
            "\(CheckerError.formatNotOffered(command: "hint [<id>]", format: "json", offered: ["text"]))".contains(
                "prints no results"))
        #expect(
            throws: CheckerError.formatNotOffered(
                command: "check [<id> | --all]", format: "junit", offered: ["text", "json"])
        ) {
            try CommandLineParser.parse(["check", "--format", "junit"])
        }
        // Every command that prints results prints them as JSON (`graph`'s formats are a graph's).
        for command in CommandRegistry.all where command.description.formats.contains(.json) {
            let name = command.description.name
            #expect(
                try CommandLineParser.parse(
                    (name.isEmpty ? [] : [name]) + (command.description.operand == .exercise ? ["x"] : []) + [
                        "--format", "json",
                    ]
                )
                .invocation.options.json, "\(name)")
        }
    }

    @Test("A mistyped command or option gets the closest name")
    func didYouMean() {
        #expect(throws: CheckerError.unknownCommand("chek", suggestion: "check")) {
            try CommandLineParser.parse(["chek"])
        }
        #expect(throws: CheckerError.unknownOption("--fomat", suggestion: "--format")) {
            try CommandLineParser.parse(["check", "--fomat", "json"])
        }
        #expect("\(CheckerError.unknownCommand("chek", suggestion: "check"))".contains("Did you mean `check`?"))
        #expect(
            Suggestions.closest(to: "state-togle", among: ["state-toggle", "state-counter", "binding-member"]) == [
                "state-toggle"
            ])
        #expect(Suggestions.closest(to: "counter", among: ["state-toggle", "state-counter"]) == ["state-counter"])
        #expect(Suggestions.closest(to: "zzzzzz", among: ["state-toggle"]).isEmpty)
        #expect(Suggestions.editDistance("hitn", "hint") == 1)
    }

    @Test("The usage text is written from the commands' descriptions: every command and option is in it")
    func usage() {
        let text = PhraseBook.$current.withValue(.english) { UsageText.text }
        for command in CommandRegistry.all {
            #expect(text.contains(command.description.synopsis))
            #expect(text.contains(PhraseBook.english.text(command.description.summary, [])))
        }
        for option in CommandOption.allCases
        where CommandRegistry.all.contains(where: { $0.description.options.contains(option) }) {
            #expect(text.contains(option.rawValue))
        }
    }
}
