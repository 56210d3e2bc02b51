import DataFlow
import Testing

/// Combine's `Fail` and `Empty`, as an API client returns early from a function typed
/// `AnyPublisher` (Lebron1992's WeChat-SwiftUI: `return Fail<M, Error>(error: APIError.invalidURL(urlString))`).
/// Apple's pages (developer.apple.com/documentation/combine/fail, /empty): `Fail` "immediately
/// terminates with the specified error", `Empty` "never publishes any values, and optionally
/// finishes immediately". On today's main neither exists, so this does not compile.
@Suite struct FailAndEmptyPublisherTests {
    enum APIError: Error, Equatable {
        case invalidURL(String)
    }

    func user(at urlString: String) -> AnyPublisher<String, APIError> {
        guard urlString.hasPrefix("https:") else {
            return Fail<String, APIError>(error: .invalidURL(urlString)).eraseToAnyPublisher()
        }
        return Fail(outputType: String.self, failure: APIError.invalidURL("unreachable")).eraseToAnyPublisher()
    }

    @Test func failEndsAtOnceWithItsErrorAndNoValue() {
        var events: [String] = []
        _ = user(at: "ftp:x").sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion { events.append("failed: \(error)") }
            },
            receiveValue: { events.append($0) })
        #expect(events == ["failed: invalidURL(\"ftp:x\")"])
    }

    @Test func emptyFinishesAtOnceUnlessToldNotTo() {
        var events: [String] = []
        _ = Empty<Int, Never>().sink(
            receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
        #expect(events == ["finished"])
        events = []
        let token = Empty(completeImmediately: false, outputType: Int.self, failureType: Never.self).sink(
            receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
        #expect(events.isEmpty)
        token.cancel()
    }
}
