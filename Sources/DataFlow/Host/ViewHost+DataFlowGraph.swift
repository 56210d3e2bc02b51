extension ViewHost {
    /// The data flow of the mounted tree now: each view with a body, the sources of truth it owns,
    /// reads, binds to and provides. Inspection only: reading it records no dependency and
    /// changes nothing. `checker graph` draws it as a Mermaid flowchart.
    public var dataFlowGraph: DataFlowGraph {
        settle()
        return DataFlowInspector.graph(of: engine)
    }
}
