/// Why a key is asked to load: swift-sharing's `LoadContext`, the value the property was given
/// (`@Shared(.count) var count = 0` gives `.initialValue(0)`), or a load the user asked for.
public enum LoadContext<Value> {
    case initialValue(Value)
    case userInitiated

    /// The value the property was given, if any.
    public var initialValue: Value? {
        guard case .initialValue(let value) = self else { return nil }
        return value
    }
}

/// Why a key is asked to save: after a change (`didSet`), or because the user asked.
public enum SaveContext: Hashable, Sendable {
    case didSet
    case userInitiated
}

/// How a key hands back what it loaded, at once or later: swift-sharing's `LoadContinuation`.
/// Only the first resumption counts.
public struct LoadContinuation<Value>: Sendable {
    private let body: @Sendable (Result<Value?, any Error>) -> Void

    init(_ body: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
        self.body = body
    }

    /// The loaded value.
    public func resume(returning value: Value) { body(.success(value)) }
    /// Nothing is stored: the shared value keeps its initial value.
    public func resumeReturningInitialValue() { body(.success(nil)) }
    /// Loading failed: the shared value keeps its initial value and the error is reported.
    public func resume(throwing error: any Error) { body(.failure(error)) }
    /// A loaded value, `nil` for none, or an error.
    public func resume(with result: Result<Value?, any Error>) { body(result) }
}

/// How a key tells the shared value of a change made outside the app: swift-sharing's
/// `SharedSubscriber`.
public struct SharedSubscriber<Value>: Sendable {
    private let body: @Sendable (Result<Value?, any Error>) -> Void

    init(_ body: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
        self.body = body
    }

    /// The new value.
    public func yield(_ value: Value) { body(.success(value)) }
    /// The stored value is gone: the shared value goes back to its initial value.
    public func yieldReturningInitialValue() { body(.success(nil)) }
    /// Following the source failed.
    public func yield(throwing error: any Error) { body(.failure(error)) }
}

/// A subscription a key returns: cancelled when the shared value's storage goes away.
public final class SharedSubscription: Sendable {
    private let cancel: @Sendable () -> Void

    /// A subscription that runs `cancel` when it ends.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        self.cancel = cancel
    }

    deinit { cancel() }
}

/// How a key reports the end of a save: swift-sharing's `SaveContinuation`.
public struct SaveContinuation: Sendable {
    private let body: @Sendable (Result<Void, any Error>) -> Void

    init(_ body: @escaping @Sendable (Result<Void, any Error>) -> Void) {
        self.body = body
    }

    /// Saved.
    public func resume() { body(.success(())) }
    /// Saving failed; the error is reported.
    public func resume(throwing error: any Error) { body(.failure(error)) }
    /// Saved, or failed with an error.
    public func resume(with result: Result<Void, any Error>) { body(result) }
}
