/// Knows which view is rendering right now, so that a read of a source of truth can be recorded
/// as that view's dependency. While a composite view's body and the primitives it returns are
/// rendered, that composite is the current view.
@MainActor
enum DependencyTracker {
    private static var stack: [ViewNode] = []

    /// The view whose output is being rendered, if any.
    static var current: ViewNode? { stack.last }

    /// True while any body is being evaluated: writing state now is a mistake.
    static var isRendering: Bool { !stack.isEmpty }

    static func rendering<T>(_ node: ViewNode, _ work: () -> T) -> T {
        stack.append(node)
        defer { stack.removeLast() }
        return work()
    }

    /// Runs `work` outside of any rendering, for actions and lifecycle callbacks.
    static func outsideRendering<T>(_ work: () throws -> T) rethrows -> T {
        let saved = stack
        stack = []
        defer { stack = saved }
        return try work()
    }
}
