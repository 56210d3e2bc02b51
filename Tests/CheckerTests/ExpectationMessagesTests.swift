import Foundation
import Testing

@testable import CheckerKit

/// A failed expectation reads in the learner's terms: the difference Swift Testing writes as
/// "inserted/removed" (of the left side against the right) says what is missing and what is
/// unexpected, whichever side the check wrote the value it found on; Swift Testing's "Issue
/// recorded" and an expanded value full of escaped line breaks give way to the check's comment.
/// The records below are Swift Testing 6.3's, as `swift test` printed them for the same
/// expectations.
@Suite struct ExpectationMessagesTests {
    private static let id = "HiddenChecks.cancel()/HiddenChecks.swift:3:2"

    /// The messages the checker keeps of one issue recorded with `messages`.
    private func kept(_ messages: [String]) throws -> String {
        let texts = try messages.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        let records = [
            #"{"kind":"test","payload":{"kind":"function","id":"\#(Self.id)","name":"cancel()"}}"#,
            #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(Self.id)","issue":{"isKnown":false},"messages":["#
                + texts.map { #"{"symbol":"fail","text":\#($0)}"# }.joined(separator: ",") + "]}}",
        ]
        let events = EventStream(records: records.map { Data($0.utf8) })
        return try #require(events.issues[Self.id]?.first)
    }

    @Test("A song never added is missing, not removed")
    func missingNotRemoved() throws {
        let text = try PhraseBook.$current.withValue(.english) {
            try kept([
                "Expectation failed: (store.songs.map(\\.title) → []) == [\"Yesterday\"]", "removed [\"Yesterday\"]",
                "Save should list the song.",
            ])
        }
        #expect(text.contains("expected but missing: [\"Yesterday\"]"), "\(text)")
        #expect(!text.contains("removed"), "\(text)")
    }

    @Test("Both sides of a difference, with the value on the left or on the right")
    func bothSides() throws {
        let left = try PhraseBook.$current.withValue(.english) {
            try kept([
                "Expectation failed: (a → [\"A\", \"B\", \"C\"]) == [\"A\", \"X\", \"C\", \"D\"]",
                "inserted [\"B\"], removed [\"X\", \"D\"]",
            ])
        }
        #expect(
            left.hasSuffix("expected but missing: [\"X\", \"D\"]; there but not expected: [\"B\"]"), "\(left)")
        let right = try PhraseBook.$current.withValue(.english) {
            try kept(["Expectation failed: [1, 2, 3] == (a → [1, 2])", "inserted [3]"])
        }
        #expect(right.hasSuffix("expected but missing: [3]"), "\(right)")
    }

    @Test("In Korean, the difference is said in Korean")
    func korean() throws {
        let text = try PhraseBook.$current.withValue(.korean) {
            try kept(["Expectation failed: (a → [\"A\", \"B\"]) == [\"A\"]", "inserted [\"B\"]"])
        }
        #expect(text.hasSuffix("없어야 하는데 있음: [\"B\"]"), "\(text)")
    }

    @Test("TestStore output is shown once, as printed, and \"Issue recorded\" gives way to the message")
    func testStoreOutput() throws {
        let said = "Expected to receive \\.addCity…\nNo effect is running."
        let text = try kept([
            "Expectation failed: (said → [\"Expected to receive \\\\.addCity…\\nNo effect is running.\"]).isEmpty",
            "The TestStore said:\n\(said)",
        ])
        #expect(!text.contains("Expectation failed"), "\(text)")
        #expect(text.contains("No effect is running."), "\(text)")
        #expect(!text.contains("\\n"), "\(text)")
        let recorded = try kept(["Issue recorded", "A state change does not match expectation: …"])
        #expect(!recorded.contains("Issue recorded"), "\(recorded)")
        #expect(recorded.contains("A state change does not match expectation: …"), "\(recorded)")
    }
}
