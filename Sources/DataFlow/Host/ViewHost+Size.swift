extension ViewHost {
    /// The size the host gives its root view, as a device screen does: what a `GeometryReader`
    /// at the top of the screen measures.
    public var size: CGSize { engine.proposedSize }
}
