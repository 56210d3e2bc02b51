extension ViewHost {
    /// Pulls the screen down to refresh it: runs the `refreshable` action on screen to completion
    /// on the main actor, then updates every view it changed, as one update caused by "refresh".
    /// Nothing else happens while it runs, so a test sees the state after the refresh finished.
    public func refresh() async throws {
        settle()
        let tree = ElementTreeBuilder.shownTree(of: engine)
        let refreshing = tree.allElements.lazy.compactMap { element in
            element.node.node?.ancestor { $0.effect?.refresh != nil }?.effect?.refresh
        }.first
        guard let action = refreshing else {
            throw DataFlowError(
                "Cannot refresh: nothing on screen is .refreshable { ... }. The screen shows:\n\(DataFlowError.excerpt(of: tree))"
            )
        }
        await action()
        engine.flush(cause: "refresh")
    }
}
