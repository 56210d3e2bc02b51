extension View {
    /// Prints why the body being evaluated runs: SwiftUI's debugging aid `Self._printChanges()`,
    /// called inside `body` as `let _ = Self._printChanges()`. It prints `@identity` for a view
    /// that just appeared, `@self` when the parent passed new inputs, `_name` for each dynamic
    /// property (a `@State`, a `@Binding`) whose value changed, `@dependencies` for other sources,
    /// and `unchanged` otherwise. The same line goes into the host's `printedChanges`.
    @MainActor
    public static func _printChanges() {
        guard let node = DependencyTracker.current, node.isComposite else {
            print("\(Self.self): _printChanges() was called outside of body; it reports only while body runs.")
            return
        }
        let line = node.causesOfCurrentEvaluation.summary(for: node)
        node.engine.recordPrintedChanges(line)
        print(line)
    }
}
