import Composable
import Foundation
import Testing

/// `@DependencyClient` as swift-dependencies' macro behaves in TCA's SyncUps: an endpoint that
/// returns an optional needs no default (its unimplemented version reports and returns `nil`),
/// and an endpoint with named parameters is called with labels (`startRecording(url:)`).
@Suite struct DependencyClientRound4Tests {
    @DependencyClient
    struct SpeechClient: Sendable {
        var authorizationStatus: @Sendable () -> String?
        var startRecording: @Sendable (_ url: URL) async throws -> Void
        var transcript: @Sendable (_ id: Int, _ language: String) async -> String?
    }

    @Test func anUnimplementedOptionalEndpointReportsAndReturnsNil() async {
        var status: String? = "unset"
        let messages = await IssueReporter.capturing {
            status = SpeechClient().authorizationStatus()
        }
        #expect(status == nil)
        #expect(messages.first?.contains("Unimplemented: SpeechClient.authorizationStatus") == true, "\(messages)")
    }

    @Test func namedParametersAreCalledWithLabels() async throws {
        let recorded = LockIsolated<[URL]>([])
        let client = SpeechClient(
            authorizationStatus: { "authorized" },
            startRecording: { url in recorded.withValue { $0.append(url) } },
            transcript: { id, language in "\(id) in \(language)" })
        let url = URL(fileURLWithPath: "/tmp/meeting.m4a")
        try await client.startRecording(url: url)
        #expect(recorded.value == [url])
        #expect(await client.transcript(id: 1, language: "ko") == "1 in ko")
        #expect(client.authorizationStatus() == "authorized")
    }
}
