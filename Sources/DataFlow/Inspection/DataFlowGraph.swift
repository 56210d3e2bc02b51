/// The data flow of a mounted view tree: its views, the sources of truth they own, read, bind
/// to and provide. What seed 001 draws by hand ("who owns this data, who reads it"), read from the
/// running runtime: `host.dataFlowGraph`. Tools draw it (`checker graph` prints it as a Mermaid
/// flowchart); tests assert on it.
///
///     let graph = ViewHost(PlayerView(episode: .example)).dataFlowGraph
///     graph.view("PlayButton")?.bindings.first?.target   // "PlayerView.isPlaying"
public struct DataFlowGraph: Sendable, CustomStringConvertible {
    /// The id standing for the code that mounted the root (`ViewHost(Root().environmentObject(store))`)
    /// when it provides a source, since no view's body does.
    public static let hostID = "ViewHost"

    /// Every view with a body in the tree (pushed screens and sheets included), parents first.
    public internal(set) var views: [ViewDataFlow] = []
    /// Every source of truth those views own, read, bind to or provide, in order of discovery.
    public internal(set) var sources: [SourceOfTruthSummary] = []

    /// The view with this id (`PlayButton`, `Row 2`).
    public func view(_ id: String) -> ViewDataFlow? {
        views.first { $0.id == id }
    }

    /// The source with this id (`PlayerView.isPlaying`, `MovieStore`).
    public func source(_ id: String) -> SourceOfTruthSummary? {
        sources.first { $0.id == id }
    }

    /// The views that read or observe `sourceID`, through their bodies, controls or wrappers.
    public func readers(of sourceID: String) -> [ViewDataFlow] {
        views.filter { view in view.reads.contains { $0.sourceID == sourceID } }
    }

    public var description: String {
        (sources.map { "source \($0)" } + views.map(\.description)).joined(separator: "\n")
    }
}
