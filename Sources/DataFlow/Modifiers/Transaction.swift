/// The context of a change: its animation, and whether animations are off: SwiftUI's
/// `Transaction`, as `AsyncImage(url:transaction:content:)` and `withTransaction(_:_:)` take it.
/// Headless, a transaction's animation is recorded in the update trace as `withAnimation`'s is.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}

/// Runs `body` in `transaction`: SwiftUI's `withTransaction(_:_:)`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try withAnimation(transaction.disablesAnimations ? nil : transaction.animation, body)
}
