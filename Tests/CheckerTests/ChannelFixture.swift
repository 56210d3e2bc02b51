import Foundation

@testable import CheckerKit

/// A results channel written as a check runner writes it (see `EntryPoint`): Swift Testing's
/// event records, each numbered and coded with the run's key. Holding the key, it stands for an
/// attacker who read the runner's memory: everything it sends verifies.
struct ChannelFixture {
    let key = "0123456789abcdef0123456789abcdef"
    private(set) var data = Data()
    private var sequence = 0
    private let codes: HMACSHA256

    init() { codes = HMACSHA256(key: Array(key.utf8)) }

    /// What the checker received.
    var captured: CapturedOutput { CapturedOutput(head: data) }

    /// Sends one record, coded and numbered.
    mutating func send(_ record: String) {
        let message = "\(sequence) \(record)"
        data.append(contentsOf: Array("\(codes.hexCode(Array(message.utf8))) \(message)\n".utf8))
        sequence += 1
    }

    /// The id Swift Testing gives the check function `name` (`addsOne()`).
    static func id(_ name: String) -> String { "HiddenChecks.\(name)/HiddenChecks.swift:3:2" }

    mutating func declare(_ name: String, id: String? = nil) {
        send(#"{"kind":"test","payload":{"kind":"function","id":"\#(id ?? Self.id(name))","name":"\#(name)"}}"#)
    }

    mutating func event(_ kind: String, _ id: String) {
        send(#"{"kind":"event","payload":{"kind":"\#(kind)","testID":"\#(id)"}}"#)
    }

    mutating func issue(_ id: String, _ text: String) {
        let message = String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
        send(
            #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(id)","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":\#(message)}]}}"#
        )
    }

    /// A complete run of `names`, each passing unless `failures` gives it a message, with the
    /// canaries failed as the runner fails them when `canaries` is given.
    mutating func completeRun(_ names: [String], failures: [String: String] = [:], canaries: CanaryChecks? = nil) {
        send(#"{"kind":"event","payload":{"kind":"runStarted"}}"#)
        for name in names { declare(name) }
        if let canaries {
            let canaryID = "HiddenChecks.\(CanaryChecks.functionBaseName)(nonce:)/CheckRunnerMain.swift:9:2"
            declare("\(CanaryChecks.functionBaseName)(nonce:)", id: canaryID)
            event("testStarted", canaryID)
            for text in canaries.expectedTexts {
                event("testCaseStarted", canaryID)
                issue(canaryID, "Issue recorded\n\(text)")
                event("testCaseEnded", canaryID)
            }
            event("testEnded", canaryID)
        }
        for name in names {
            event("testStarted", Self.id(name))
            if let failure = failures[name] { issue(Self.id(name), failure) }
            event("testEnded", Self.id(name))
        }
        send(#"{"kind":"event","payload":{"kind":"runEnded"}}"#)
    }
}
