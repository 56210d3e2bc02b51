import Foundation
import Testing

@testable import CheckerKit

/// Judging is linear in the records and bounded by what the check file declares: forged records
/// by the hundred thousand (12,000 once kept the checker busy for 74 s after the run ended) cost
/// a fraction of a second of the checker's time, measured as this thread's CPU time, so a busy
/// machine cannot fail the test.
@Suite struct BoundedJudgingTests {
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static let declared = DeclaredChecks(source: "@Test func addsOne() {}\n@Test func startsAtZero() {}\n")

    @Test("100,000 coded records of checks nobody declared judge in well under a second of CPU")
    func floodOfRecords() {
        var channel = ChannelFixture()
        channel.completeRun(["addsOne()", "startsAtZero()"])
        for index in 0..<50_000 {
            let id = "HiddenChecks.forged\(index)()/HiddenChecks.swift:\(index):1"
            channel.declare("forged\(index)()", id: id)
            channel.issue(id + "/case", "forged")
        }
        let start = Self.threadCPUSeconds()
        let records = ChannelRecords(channel.captured, key: channel.key, budget: RecordBudget(declared: Self.declared))
        let problems = RunVerdict.integrityProblems(events: records.events, declared: Self.declared)
        let spent = Self.threadCPUSeconds() - start
        #expect(spent < 0.5, "judging took \(spent) s of CPU")
        #expect(records.problems.contains { $0.contains("not read") }, "\(records.problems)")
        #expect(records.events.tests.count <= 2 + RecordBudget.extraTests)
        #expect(!problems.isEmpty || !records.problems.isEmpty)
    }

    @Test("Within the budget, thousands of tests are indexed: a case's issue finds its function by id prefix")
    func indexedTests() {
        var channel = ChannelFixture()
        let count = 3_000
        for index in 0..<count { channel.declare("check\(index)()") }
        for index in stride(from: count - 1, through: 0, by: -1) {
            let id = ChannelFixture.id("check\(index)()")
            channel.event("testStarted", id)
            channel.issue(id + "/argument-\(index)", "failure \(index)")
            channel.event("testEnded", id)
        }
        let start = Self.threadCPUSeconds()
        let records = ChannelRecords(channel.captured, key: channel.key)
        let spent = Self.threadCPUSeconds() - start
        #expect(spent < 1, "judging took \(spent) s of CPU")
        #expect(records.events.tests.count == count)
        #expect(records.events.issues[ChannelFixture.id("check7()")] == ["│ failure 7"])
        #expect(records.events.issues[ChannelFixture.id("check2999()")] == ["│ failure 2999"])
        #expect(records.events.unattributedIssues.isEmpty)
    }

    @Test("The longest known id that begins a case's id owns it, whatever the order ids were declared in")
    func longestPrefixOwner() {
        var index = TestIndex()
        index.insert("M.a()/F.swift:1:2", at: 0)
        index.insert("M.a()/F.swift:1:20", at: 1)
        index.insert("M.b()/F.swift:5:2", at: 2)
        #expect(index.owner(of: "M.a()/F.swift:1:20") == 1)
        #expect(index.owner(of: "M.a()/F.swift:1:2/case 3") == 0)
        #expect(index.owner(of: "M.a()/F.swift:1:20/case 3") == 1)
        #expect(index.owner(of: "M.b()/F.swift:5:2(x)") == 2)
        #expect(index.owner(of: "M.c()") == nil)
        #expect(index.owner(of: "") == nil)
        #expect(index.owner(of: "M.") == nil)
    }
}
