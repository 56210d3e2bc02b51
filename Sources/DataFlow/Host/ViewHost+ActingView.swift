extension ViewHost {
    /// The view whose body made the element `query` finds: the view whose action runs when the
    /// element is tapped or typed into (`PlayButton` for its button). Inspection only; the demos
    /// use it to draw which view writes a source of truth. Nil when nothing matches.
    public func actingView(of query: ElementQuery) -> String? {
        guard let element = try? find(query), let node = element.node.node else { return nil }
        guard let composite = node.shownOwner, composite.parent != nil else { return nil }
        return composite.typeName
    }
}
