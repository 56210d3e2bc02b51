/// One source of truth in a mounted view tree, as `DataFlowGraph` describes it: a `@State`
/// property's storage, an object (`ObservableObject`, `@Observable`, a Composable `Store`), or an
/// environment value a view reads. Seed 001's "single source of truth", made visible: every view
/// that shows this data reads it from here.
public struct SourceOfTruthSummary: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// A name unique in the graph: `PlayerView.isPlaying`, `MovieStore`, `\.colorScheme`.
    public let id: String
    /// The kind of source: `@State`, `@FocusState`, `@StateObject` (an `ObservableObject` a view
    /// owns), `ObservableObject`, `@Observable`, `Store`, `@AppStorage`, `environment value`.
    public let kind: String
    /// The property (`isPlaying`), the object's type (`MovieStore`) or the environment key (`\.colorScheme`).
    public let name: String
    /// The type of the value (`Bool`, `[Movie]`), when the source holds one value.
    public let valueType: String?
    /// The value now, as the update trace writes values; nil for objects.
    public let value: String?
    /// The view that owns the source (declares the `@State` or `@StateObject`), by id; nil when
    /// the source was made outside the views (an object passed in, the environment's default).
    public let ownerViewID: String?
    /// For a source put in the environment (`.environmentObject(store)`, `.environment(\.colorScheme, .dark)`):
    /// the view whose body provides it, or `DataFlowGraph.hostID` when it was set on the mounted root.
    public let providerViewID: String?

    public var description: String {
        var text = "\(id) (\(kind))"
        if let valueType { text += ": \(valueType)" }
        if let value { text += " = \(value)" }
        if let ownerViewID { text += ", owned by \(ownerViewID)" }
        if let providerViewID { text += ", provided by \(providerViewID)" }
        return text
    }
}
