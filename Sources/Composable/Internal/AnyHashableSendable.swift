/// A type-erased hashable value that is `Sendable`: swift-concurrency-extras'
/// `AnyHashableSendable`, which TCA code uses for ids of any type (cancellation ids, the keys of
/// a dictionary of in-flight work).
public struct AnyHashableSendable: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Sendable: made only from a `Sendable` value.
    /// The value, as an `AnyHashable`.
    public let base: AnyHashable

    /// `value`, type-erased.
    public init(_ value: some Hashable & Sendable) { self.base = AnyHashable(value) }

    public var description: String { "\(base)" }
}
