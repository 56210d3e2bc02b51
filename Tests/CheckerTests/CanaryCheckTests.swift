import Foundation
import Testing

@testable import CheckerKit

/// The per-run canary checks: a run that ended must report each canary failed with the words
/// derived from its nonce under the run's key. Records forged with the key itself (an attacker
/// who read the runner's padded states) but without this run's canaries are tampered with.
@Suite struct CanaryCheckTests {
    private static let declared = DeclaredChecks(source: "@Test func addsOne() {}\n@Test func startsAtZero() {}\n")
    private static let exercise = Exercise(
        id: "counter", title: "Counter", chapterFolder: "01-Basics", chapterTitle: "Basics", chapterNumber: 1,
        exercisePath: "Chapters/01-Basics/Exercises/Counter.swift", stubPath: "S.swift", solutionPath: "P.swift",
        checkPath: "C.swift", declarations: [], hints: [])

    private func verdict(_ channel: ChannelFixture, canaries: CanaryChecks) -> ExerciseResult {
        let records = ChannelRecords(
            channel.captured, key: channel.key, canaries: canaries, budget: RecordBudget(declared: Self.declared))
        return RunVerdict(exercise: Self.exercise, learnerFile: Self.exercise.exercisePath, timeLimit: 10).result(
            events: records.events, declared: Self.declared, channelProblems: records.problems,
            process: FinishedProcess(outcome: .exited(0), duration: 1, processGroup: 0),
            standardError: CapturedOutput(), duration: 1)
    }

    @Test("A complete run with its canaries failed as sent passes, and the canaries are no checks of the exercise")
    func canariesAsSent() {
        var channel = ChannelFixture()
        let canaries = CanaryChecks(key: channel.key)
        channel.completeRun(["addsOne()", "startsAtZero()"], canaries: canaries)
        let result = verdict(channel, canaries: canaries)
        #expect(result.status == .passed, "\(result.summary)")
        #expect(result.checks.map(\.name) == ["addsOne()", "startsAtZero()"])
    }

    @Test("Records forged with the key but without this run's canaries are tampered with, never passed")
    func forgedWithoutCanaries() {
        var channel = ChannelFixture()
        channel.completeRun(["addsOne()", "startsAtZero()"])
        let result = verdict(channel, canaries: CanaryChecks(key: channel.key))
        #expect(result.status == .failed)
        #expect(result.summary.contains("tampered with"), "\(result.summary)")
        #expect(result.summary.contains("canary"), "\(result.summary)")
    }

    @Test("Another run's canaries, canaries that pass, or one canary missing are tampered with")
    func wrongCanaries() {
        let key = ChannelFixture().key
        let sent = CanaryChecks(key: key, nonces: ["00000000000000aa", "00000000000000bb", "00000000000000cc"])
        let otherRun = CanaryChecks(key: key, nonces: ["00000000000000aa", "00000000000000bb", "00000000000000dd"])
        let fewer = CanaryChecks(key: key, nonces: ["00000000000000aa", "00000000000000bb"])
        for forged in [otherRun, fewer] {
            var channel = ChannelFixture()
            channel.completeRun(["addsOne()", "startsAtZero()"], canaries: forged)
            let result = verdict(channel, canaries: sent)
            #expect(result.status == .failed && result.summary.contains("tampered with"), "\(result.summary)")
        }
        var passing = ChannelFixture()
        passing.completeRun(["addsOne()", "startsAtZero()"], canaries: CanaryChecks(key: key, nonces: []))
        #expect(verdict(passing, canaries: sent).summary.contains("tampered with"))
    }

    @Test("A run cut short before its canaries (a crash) is judged as a crash, not as tampering")
    func crashBeforeCanaries() {
        var channel = ChannelFixture()
        channel.send(#"{"kind":"event","payload":{"kind":"runStarted"}}"#)
        channel.declare("addsOne()")
        channel.event("testStarted", ChannelFixture.id("addsOne()"))
        let records = ChannelRecords(
            channel.captured, key: channel.key, canaries: CanaryChecks(key: channel.key),
            budget: RecordBudget(declared: Self.declared))
        #expect(records.problems.isEmpty, "\(records.problems)")
    }

    @Test("The runner's canary words are the checker's: the generated source derives them from the nonce under the key")
    func canaryWireFormat() {
        let canaries = CanaryChecks(key: ChannelFixture().key)
        #expect((CanaryChecks.minimumCount...CanaryChecks.maximumCount).contains(canaries.nonces.count))
        #expect(canaries.wire.count == 1 + canaries.nonces.count * CanaryChecks.nonceLength)
        #expect(Set(canaries.expectedTexts).count == canaries.nonces.count)
        let source = EntryPoint.source(checksModule: "Learner")
        // The canary runs with the learner's tests too.
        #expect(source.contains(#""^HiddenChecks\\.checkerRunCanary\\(""#))
        #expect(source.contains("func \(CanaryChecks.functionBaseName)(nonce: String)"))
    }
}
