extension ViewHost {
    /// The runtime warnings SwiftUI would have logged so far, oldest first: things it tolerates
    /// but reports, such as a `ForEach(0..<count)` whose count changed.
    public var warnings: [RuntimeWarning] {
        settle()
        return engine.warnings
    }

    /// The size the host gives its root view, as a device screen does: what a `GeometryReader`
    /// at the top of the screen measures.
    public var size: CGSize { engine.proposedSize }
}
