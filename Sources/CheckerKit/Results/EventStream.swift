import Foundation

/// The Swift Testing event records (JSON, version 0) a check runner sent on its results channel:
/// the tests it discovered and what happened to each. The channel is the only way results
/// travel; the program's output is never read for them.
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
    /// Failure messages per test id (known issues left out).
    public private(set) var issues: [String: [String]] = [:]
    /// Failure messages recorded outside any test function (a suite that could not be created).
    public private(set) var unattributedIssues: [String] = []
    /// Test functions in the order they started.
    public private(set) var started: [String] = []
    /// True when the stream reached `runEnded`.
    public private(set) var runEnded = false

    /// Reads the stream at `path`; a missing or empty file is a stream with nothing in it.
    public init(contentsOf path: String) {
        let data = FileManager.default.contents(atPath: path) ?? Data()
        self.init(records: data.split(separator: UInt8(ascii: "\n")).map { Data($0) })
    }

    /// Reads records, one JSON object each; the ones that are not records are left out
    /// (`ChannelRecords` has already rejected them).
    public init(records: [Data]) {
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
        guard let id = started.last(where: { !ended.contains($0) }) else { return nil }
        return tests.first { $0.id == id }
    }

    private mutating func read(test payload: [String: Any]) {
        guard payload["kind"] as? String == "function", let id = payload["id"] as? String else { return }
        let functionName = payload["name"] as? String ?? id
        let name = payload["displayName"] as? String ?? functionName
        tests.append(Test(id: id, name: name, functionName: functionName))
    }

    private mutating func read(event payload: [String: Any]) {
        let testID = payload["testID"] as? String
        switch payload["kind"] as? String {
        case "testStarted":
            if let testID { startCounts[testID, default: 0] += 1 }
            if let testID, tests.contains(where: { $0.id == testID }) { started.append(testID) }
        case "testEnded":
            if let testID {
                ended.insert(testID)
                endCounts[testID, default: 0] += 1
            }
        case "testSkipped":
            if let testID { skipped.insert(testID) }
        case "issueRecorded":
            let issue = payload["issue"] as? [String: Any]
            guard issue?["isKnown"] as? Bool != true else { return }
            let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            let text = messages.joined(separator: "\n")
            if let owner = owningTest(of: testID) {
                issues[owner, default: []].append(text)
            } else {
                unattributedIssues.append(text)
            }
        case "runEnded":
            runEnded = true
        default:
            break
        }
    }

    /// The test function an event belongs to: its own id, or for a parameterised case, the
    /// function whose id prefixes it.
    private func owningTest(of testID: String?) -> String? {
        guard let testID else { return nil }
        return tests.first { testID == $0.id || testID.hasPrefix($0.id) }?.id
    }
}
