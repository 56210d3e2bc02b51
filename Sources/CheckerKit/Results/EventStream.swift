import Foundation

/// The Swift Testing event records (JSON, version 0) a check runner sent on its results channel:
/// the tests it discovered and what happened to each. The channel is the only way results
/// travel; the program's output is never read for them.
///
/// Reading is linear in the records and bounded: tests are found by id through a `TestIndex`,
/// at most `RecordBudget.extraTests` functions beyond the declared ones are kept (the rest are
/// counted in `extraTests`), each failure message is cut and quoted (`QuotedText`) and at most
/// `issueLimit` are kept per test. The checker's per-run canary checks (`CanaryChecks`) are kept
/// apart, in `canary`, and are never among `tests`.
public struct EventStream: Sendable {
    /// A discovered test function.
    public struct Test: Sendable {
        /// Swift Testing's id for the function.
        public let id: String
        /// The display name, or the function name when there is none.
        public let name: String
        /// The function's name with its argument labels, for example `addsOne()`.
        public let functionName: String
    }

    /// What the stream said about the canary checks: how often their function was declared,
    /// started and ended, how many cases started and ended, and the text of each issue recorded.
    struct CanaryRecords: Sendable, Equatable {
        var declared = 0
        var started = 0
        var ended = 0
        var casesStarted = 0
        var casesEnded = 0
        var issues: [String] = []
    }

    /// Failure messages kept per test; more are counted in `droppedIssues`.
    static let issueLimit = 32

    /// Test functions in the order the stream declared them.
    public private(set) var tests: [Test] = []
    /// Ids of tests that reported `testEnded`.
    public private(set) var ended: Set<String> = []
    /// How many times each test reported `testStarted` and `testEnded`; exactly once each in a well-formed run.
    public private(set) var startCounts: [String: Int] = [:]
    public private(set) var endCounts: [String: Int] = [:]
    /// Records that arrived after `runEnded`.
    public private(set) var recordsAfterEnd = 0
    /// Ids of tests that reported `testSkipped`.
    public private(set) var skipped: Set<String> = []
    /// Failure messages per test id (known issues left out), cut and quoted (`QuotedText`).
    public private(set) var issues: [String: [String]] = [:]
    /// Failure messages past `issueLimit`, per test id, counted.
    public private(set) var droppedIssues: [String: Int] = [:]
    /// Failure messages recorded outside any test function (a suite that could not be created).
    public private(set) var unattributedIssues: [String] = []
    /// Test functions in the order they started.
    public private(set) var started: [String] = []
    /// True when the stream reached `runEnded`.
    public private(set) var runEnded = false
    /// Test functions declared beyond what the budget keeps: counted, not listed.
    public private(set) var extraTests = 0
    /// The canary checks' records.
    private(set) var canary = CanaryRecords()

    private var index = TestIndex()
    private let testLimit: Int

    /// Reads the stream at `path`; a missing or empty file is a stream with nothing in it.
    public init(contentsOf path: String) {
        let data = FileManager.default.contents(atPath: path) ?? Data()
        self.init(records: data.split(separator: UInt8(ascii: "\n")).map { Data($0) })
    }

    /// Reads records, one JSON object each; the ones that are not records are left out
    /// (`ChannelRecords` has already rejected them).
    public init(records: [Data]) {
        self.init(records: records, testLimit: .max)
    }

    /// Reads records, keeping at most `testLimit` test functions.
    init(records: [Data], testLimit: Int) {
        self.testLimit = testLimit
        for line in records {
            guard let record = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any],
                let payload = record["payload"] as? [String: Any]
            else { continue }
            if runEnded { recordsAfterEnd += 1 }
            if record["kind"] as? String == "test" { read(test: payload) } else { read(event: payload) }
        }
    }

    /// The function that started last and has not ended: the one running when the program stopped.
    public var runningTest: Test? {
        guard let id = started.last(where: { !ended.contains($0) }), let position = index.position(of: id) else {
            return nil
        }
        return tests[position]
    }

    private mutating func read(test payload: [String: Any]) {
        guard payload["kind"] as? String == "function", let id = payload["id"] as? String else { return }
        if CanaryChecks.isCanary(testID: id) {
            canary.declared += 1
            return
        }
        guard index.position(of: id) == nil else { return }
        guard tests.count < testLimit else {
            extraTests += 1
            return
        }
        let functionName = payload["name"] as? String ?? id
        let name = payload["displayName"] as? String ?? functionName
        index.insert(id, at: tests.count)
        tests.append(Test(id: id, name: name, functionName: functionName))
    }

    private mutating func read(event payload: [String: Any]) {
        let testID = payload["testID"] as? String
        let kind = payload["kind"] as? String
        if let testID, CanaryChecks.isCanary(testID: testID) {
            read(canaryEvent: kind, payload: payload)
            return
        }
        switch kind {
        case "testStarted":
            if let testID { startCounts[testID, default: 0] += 1 }
            if let testID, index.position(of: testID) != nil { started.append(testID) }
        case "testEnded":
            if let testID {
                ended.insert(testID)
                endCounts[testID, default: 0] += 1
            }
        case "testSkipped":
            if let testID { skipped.insert(testID) }
        case "issueRecorded":
            guard let text = Self.failureText(payload) else { return }
            if let testID, let position = index.owner(of: testID) {
                let owner = tests[position].id
                if issues[owner, default: []].count < Self.issueLimit {
                    issues[owner, default: []].append(
                        QuotedText.quoted(RuntimeErrorWording.localized(RunVerdict.plainMessage(text))))
                } else {
                    droppedIssues[owner, default: 0] += 1
                }
            } else if unattributedIssues.count < Self.issueLimit {
                unattributedIssues.append(
                    QuotedText.quoted(RuntimeErrorWording.localized(RunVerdict.plainMessage(text))))
            }
        case "runEnded":
            runEnded = true
        default:
            break
        }
    }

    private mutating func read(canaryEvent kind: String?, payload: [String: Any]) {
        switch kind {
        case "testStarted": canary.started += 1
        case "testEnded": canary.ended += 1
        case "testCaseStarted": canary.casesStarted += 1
        case "testCaseEnded": canary.casesEnded += 1
        case "issueRecorded":
            // Every issue counts, known or not: a canary must fail in exactly the expected words.
            if canary.issues.count <= CanaryChecks.maximumCount {
                canary.issues.append(String(Self.messagesText(payload).prefix(1024)))
            }
        default:
            break
        }
    }

    /// The text of a failure the record reports, reworded for a learner (`ExpectationMessages`),
    /// or nil for a known issue.
    private static func failureText(_ payload: [String: Any]) -> String? {
        let issue = payload["issue"] as? [String: Any]
        guard issue?["isKnown"] as? Bool != true else { return nil }
        let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        return ExpectationMessages.reworded(messages).joined(separator: "\n")
    }

    /// The record's messages, one line each.
    private static func messagesText(_ payload: [String: Any]) -> String {
        (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }.joined(separator: "\n")
    }
}
