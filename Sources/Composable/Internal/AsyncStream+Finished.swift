/// Streams that end at once or never yield, as swift-concurrency-extras has them (re-exported by
/// TCA): a dependency client's default endpoint, `var download: (URL) -> AsyncThrowingStream<Event,
/// any Error> = { _ in .finished() }`, or a test's `.never` for a socket that stays quiet.
extension AsyncStream {
    /// A stream that ends without yielding: swift-concurrency-extras' `AsyncStream.finished`.
    public static var finished: Self {
        Self { $0.finish() }
    }

    /// A stream that never yields and never ends (until its task is cancelled):
    /// swift-concurrency-extras' `AsyncStream.never`.
    public static var never: Self {
        Self { _ in }
    }
}

extension AsyncThrowingStream where Failure == any Error {
    /// A stream that ends without yielding, with `error` if one is given:
    /// swift-concurrency-extras' `AsyncThrowingStream.finished(throwing:)`.
    public static func finished(throwing error: Failure? = nil) -> Self {
        Self { $0.finish(throwing: error) }
    }

    /// A stream that never yields and never ends (until its task is cancelled):
    /// swift-concurrency-extras' `AsyncThrowingStream.never`.
    public static var never: Self {
        Self { _ in }
    }
}
