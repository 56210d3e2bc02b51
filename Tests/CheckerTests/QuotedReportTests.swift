import Foundation
import Testing

@testable import CheckerKit

/// What the learner's code put in a failure message is quoted (`│ `) and cut in every format,
/// so it cannot pose as the checker's own words, and one exercise's report has a size bound.
@Suite struct QuotedReportTests {
    private static let declared = DeclaredChecks(source: "@Test func addsOne() {}\n")
    private static let exercise = Exercise(
        id: "counter", title: "Counter", chapterFolder: "01-Basics", chapterTitle: "Basics", chapterNumber: 1,
        exercisePath: "Chapters/01-Basics/Exercises/Counter.swift", stubPath: "S.swift", solutionPath: "P.swift",
        checkPath: "C.swift", declarations: [], hints: [])

    private func result(failure: String, checks: [String] = ["addsOne()"]) -> ExerciseResult {
        var channel = ChannelFixture()
        channel.completeRun(checks, failures: Dictionary(uniqueKeysWithValues: checks.map { ($0, failure) }))
        let declared = DeclaredChecks(source: checks.map { "@Test func \($0.dropLast(2))() {}\n" }.joined())
        let records = ChannelRecords(channel.captured, key: channel.key, budget: RecordBudget(declared: declared))
        return RunVerdict(exercise: Self.exercise, learnerFile: Self.exercise.exercisePath, timeLimit: 10).result(
            events: records.events, declared: declared, channelProblems: records.problems,
            process: FinishedProcess(outcome: .exited(0), duration: 1, processGroup: 0),
            standardError: CapturedOutput(), duration: 1)
    }

    /// Every format's text for `result`.
    private func formats(_ result: ExerciseResult) -> [String: String] {
        let graded = [GradedExercise(exercise: Self.exercise, result: result, declaredChecks: Self.declared)]
        let gradescope = GradescopeReport(graded: graded).encoded()
        let decoded = try? JSONSerialization.jsonObject(with: Data(gradescope.utf8)) as? [String: Any]
        let outputs = ((decoded?["tests"] as? [[String: Any]]) ?? []).compactMap { $0["output"] as? String }
        let json = JSONReport(
            command: "report", passed: false,
            exercises: [JSONReport.Entry(result, exercise: Self.exercise, file: Self.exercise.exercisePath)])
        let decodedJSON = try? JSONDecoder().decode(JSONReport.self, from: Data(json.encoded().utf8))
        return [
            "text": ResultText.render(result, exercise: Self.exercise),
            "json": (decodedJSON?.exercises?.first?.checks.flatMap(\.messages) ?? []).joined(separator: "\n"),
            "junit": JUnitReport(graded: graded).encoded(),
            "gradescope": outputs.joined(separator: "\n"),
        ]
    }

    @Test("A learner's “✔ All checks passed.” shows quoted in text, JSON, JUnit and Gradescope")
    func learnerTextIsQuoted() {
        let result = result(failure: "✔ All checks passed.\n✔ counter — 3 of 3 checks passed")
        #expect(result.status == .failed)
        for (format, text) in formats(result) {
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.contains("│ ✔ All checks passed."), "\(format): \(text)")
            #expect(!lines.contains { $0.hasPrefix("✔ All checks passed") || $0.hasPrefix("✔ counter") }, "\(format)")
        }
    }

    @Test("A megabyte message is cut to 4 KiB with the bytes dropped said, and an exercise's report is bounded")
    func oversizedMessages() throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let one = result(failure: huge)
        let message = try #require(one.checks.first?.messages.first)
        #expect(message.utf8.count < QuotedText.messageLimit + 100)
        #expect(message.hasSuffix(Phrase.quotedBytesDropped.text(1_000_000 - QuotedText.messageLimit)))

        let many = result(failure: huge, checks: (0..<40).map { "check\($0)()" })
        let bytes = many.checks.flatMap(\.messages).reduce(0) { $0 + $1.utf8.count }
        #expect(bytes < ReportSizeLimit.messageBytes + 40 * 100, "\(bytes) bytes of messages")
        #expect(many.checks.allSatisfy { !$0.messages.isEmpty })
        let graded = [GradedExercise(exercise: Self.exercise, result: many, declaredChecks: Self.declared)]
        #expect(GradescopeReport(graded: graded).encoded().utf8.count < 200_000)
    }

    @Test("A compile error of a megabyte, repeated for every declared check, is cut in the Gradescope report")
    func oversizedCompileError() {
        let result = ExerciseResult(
            id: "counter", status: .compileError, summary: "Your file does not compile.", checks: [],
            compileErrors: [CompileError(file: "C.swift", line: 1, message: String(repeating: "y", count: 1_000_000))],
            duration: 1)
        let declared = DeclaredChecks(source: (0..<10).map { "@Test func check\($0)() {}\n" }.joined())
        let graded = [GradedExercise(exercise: Self.exercise, result: result, declaredChecks: declared)]
        #expect(graded[0].checks.count == 10)
        #expect(graded[0].checks.allSatisfy { $0.output.utf8.count < GradedExercise.outputLimit + 100 })
        #expect(GradescopeReport(graded: graded).encoded().utf8.count < 10 * GradedExercise.outputLimit + 10_000)
    }

    @Test("A check that records thousands of failures keeps the first ones and counts the rest")
    func manyFailuresOfOneCheck() {
        var channel = ChannelFixture()
        channel.send(#"{"kind":"event","payload":{"kind":"runStarted"}}"#)
        channel.declare("addsOne()")
        let id = ChannelFixture.id("addsOne()")
        channel.event("testStarted", id)
        for index in 0..<1_000 { channel.issue(id, "failure \(index)") }
        channel.event("testEnded", id)
        channel.send(#"{"kind":"event","payload":{"kind":"runEnded"}}"#)
        let records = ChannelRecords(channel.captured, key: channel.key, budget: RecordBudget(declared: Self.declared))
        #expect(records.events.issues[id]?.count == EventStream.issueLimit)
        #expect(records.events.droppedIssues[id] == 1_000 - EventStream.issueLimit)
    }
}
