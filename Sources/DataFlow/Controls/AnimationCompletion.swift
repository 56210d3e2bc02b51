/// When an animation counts as finished: SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = Self(name: "logicallyComplete")
    public static let removed = Self(name: "removed")
}

/// Runs `body` with `animation`, then `completion` once the animation is done: SwiftUI's
/// `withAnimation(_:completionCriteria:_:completion:)`.
///
/// Headless, no time passes and a change takes effect at once, so an animation is done when the
/// update its change causes has been applied and rendered: `completion` runs right after that
/// update, as an `onAppear` would, and a change it makes is a later update of its own. This holds
/// wherever the change is made: in a button's action (the host is at work), and in a task or a
/// timer (no host at work: the completion waits for the host the change reached to update). Only
/// a body that changes nothing any view reads has nothing to animate, and its completion runs at once.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let (result, reached) = try AnimationCompletions.collectingEngines {
        try withAnimation(animation, body)
    }
    if let engine = GraphEngine.active {
        engine.runAfterUpdate(completion)
    } else if let engine = reached.first {
        engine.runAfterUpdate(completion)
    } else {
        completion()
    }
    return result
}

/// The hosts the changes made inside a `withAnimation(_:_:completion:)` body reached, so that the
/// completion runs after the update they cause even when no host is at work (a task, a timer).
@MainActor
enum AnimationCompletions {
    private static var reached: [GraphEngine]?

    static func collectingEngines<T>(_ body: () throws -> T) rethrows -> (T, [GraphEngine]) {
        let saved = reached
        reached = []
        defer { reached = saved }
        let result = try body()
        return (result, reached ?? [])
    }

    /// A change made now will redraw a view of `engine`.
    static func changeReached(_ engine: GraphEngine) {
        guard var engines = reached, !engines.contains(where: { $0 === engine }) else { return }
        engines.append(engine)
        reached = engines
    }
}
