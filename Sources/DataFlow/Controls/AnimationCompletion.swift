/// When an animation counts as finished: SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = Self(name: "logicallyComplete")
    public static let removed = Self(name: "removed")
}

/// Runs `body` with `animation`, then `completion` once the animation is done: SwiftUI's
/// `withAnimation(_:completionCriteria:_:completion:)`. Headless, changes take effect at once, so
/// the animation is done when the update they cause is: `completion` runs right after it, as an
/// `onAppear` would (or at once when no host is at work).
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    if let engine = GraphEngine.active {
        engine.runAfterUpdate(completion)
    } else {
        completion()
    }
    return result
}
