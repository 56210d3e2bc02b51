import Foundation
import DataFlow

/// Draws the sources of truth of a demo and the views that own, read, bind to and provide them,
/// as a Mermaid `flowchart` (GitHub renders ```mermaid blocks): what `checker graph <name>`
/// prints. The graphs taken after every step of a run are drawn as one, so a sheet presented or a
/// screen pushed during the story is in the picture too.
///
/// Sources are rounded (state), cylinders (objects, stores) or hexagons (environment values);
/// views are rectangles. `==>` owns, `-->` reads (labelled with what reads: the body, a control,
/// a property wrapper), `-.->` a `@Binding` (read and written through), a view `-->|writes|` the
/// sources its action changed during the demo (a tap on its button, typing into its field), and a
/// view (or the code that mounted the root) `-->` `.environmentObject`/`.environment` provides a
/// source below it.
public struct MermaidFlowchart {
    /// One edge, as drawn.
    struct Edge: Hashable {
        let from: String
        let arrow: String
        let label: String
        let to: String
    }

    // Internal, not private: `MermaidFlowchart+Graphviz.swift` draws the same nodes and edges.
    private(set) var sources: [SourceOfTruthSummary] = []
    private(set) var views: [ViewDataFlow] = []
    /// Nodes that are neither a source nor a view: a binding's target that is no source of truth
    /// (`constant`), drawn rounded, and the code that mounted the root (`isHost`), a parallelogram.
    private(set) var extraNodes: [(id: String, label: String, isHost: Bool)] = []
    private(set) var edges: [Edge] = []
    private(set) var sourceNodeIDs: [String: String] = [:]
    private(set) var viewNodeIDs: [String: String] = [:]

    /// The flowchart of a demo run: every step's graph, and the writes its steps made.
    @MainActor
    public init(run: DemoRun) {
        self.init(graphs: run.steps.map(\.graph))
        for step in run.steps { addWrites(of: step) }
    }

    /// The flowchart of everything the graphs show, merged by view and source id.
    public init(graphs: [DataFlowGraph]) {
        for graph in graphs {
            for source in graph.sources where sourceNodeIDs[source.id] == nil {
                sourceNodeIDs[source.id] = "s\(sources.count + 1)"
                sources.append(source)
            }
            for view in graph.views where viewNodeIDs[view.id] == nil {
                viewNodeIDs[view.id] = "v\(views.count + 1)"
                views.append(view)
            }
        }
        for graph in graphs {
            for view in graph.views { addEdges(of: view) }
        }
    }

    private mutating func addEdges(of view: ViewDataFlow) {
        guard let viewNode = viewNodeIDs[view.id] else { return }
        for owned in view.owns {
            if let node = sourceNodeIDs[owned] { add(Edge(from: viewNode, arrow: "==>", label: "owns", to: node)) }
        }
        for use in view.reads {
            guard let node = sourceNodeIDs[use.sourceID] else { continue }
            let label =
                use.property.map { "\(use.through) \($0)" }
                ?? "\(use.through == "Presenter" ? "presentation" : use.through) reads"
            add(Edge(from: node, arrow: "-->", label: label, to: viewNode))
        }
        for binding in view.bindings {
            let from: String
            if let sourceID = binding.sourceID, let node = sourceNodeIDs[sourceID] {
                from = node
            } else {
                from = "b\(extraNodes.count + 1)"
                extraNodes.append((from, binding.target, false))
            }
            let members =
                binding.members.isEmpty
                ? ""
                : " to "
                    + binding.members.map { $0.hasPrefix("(") ? String($0.dropFirst().dropLast()) : "." + $0 }.joined(
                        separator: " ")
            add(Edge(from: from, arrow: "-.->", label: "@Binding \(binding.property)\(members)", to: viewNode))
        }
        for provided in view.provides {
            if let node = sourceNodeIDs[provided.sourceID] {
                add(Edge(from: viewNode, arrow: "-->", label: provided.through, to: node))
            }
        }
        // A source set on the mounted root is provided by the code that mounted it.
        for use in view.reads {
            guard let source = sources.first(where: { $0.id == use.sourceID }),
                source.providerViewID == DataFlowGraph.hostID,
                let node = sourceNodeIDs[source.id]
            else { continue }
            if !extraNodes.contains(where: { $0.id == "host" }) {
                extraNodes.append(("host", "ViewHost(root)", true))
            }
            let modifier = source.kind == "environment value" ? ".environment" : ".environmentObject"
            add(Edge(from: "host", arrow: "-->", label: modifier, to: node))
        }
    }

    /// A step that acted on a view's element (a tap, typing) wrote what its first update
    /// changed: `PlayButton -->|writes| PlayerView.isPlaying`. A change names its source
    /// (`PlayerView.isPlaying`) or a member of an object's (`MovieStore.movies`).
    private mutating func addWrites(of step: DemoRun.StepRecord) {
        guard let actor = step.actingView, let first = step.updates.first else { return }
        let actors = views.filter { $0.name == actor }
        guard actors.count == 1, let viewNode = viewNodeIDs[actors[0].id] else { return }
        for change in first.changes {
            guard let source = sources.first(where: { change.source == $0.id || change.source.hasPrefix($0.id + ".") }),
                let node = sourceNodeIDs[source.id]
            else { continue }
            add(Edge(from: viewNode, arrow: "-->", label: "writes", to: node))
        }
    }

    private mutating func add(_ edge: Edge) {
        if !edges.contains(edge) { edges.append(edge) }
    }

    /// The Mermaid text, starting `flowchart LR`.
    public var text: String {
        var lines = ["flowchart LR"]
        for source in sources {
            guard let id = sourceNodeIDs[source.id] else { continue }
            lines.append("    " + Self.declaration(of: source, id: id))
        }
        let connected = Set(edges.flatMap { [$0.from, $0.to] })
        for view in views {
            guard let id = viewNodeIDs[view.id], connected.contains(id) else { continue }
            lines.append("    \(id)[\"\(Self.escaped(view.id))\"]")
        }
        lines += extraNodes.map {
            $0.isHost
                ? "    \($0.id)[/\"\(Self.escaped($0.label))\"/]" : "    \($0.id)([\"\(Self.escaped($0.label))\"])"
        }
        lines += edges.map { "    \($0.from) \($0.arrow)|\"\(Self.escaped($0.label))\"| \($0.to)" }
        return StableText.normalized(lines.joined(separator: "\n"))
    }

    private static func declaration(of source: SourceOfTruthSummary, id: String) -> String {
        var type = source.valueType.map { ": \($0)" } ?? ""
        if source.kind == "environment value", let value = source.value { type = " = \(value)" }
        let label = escaped("\(source.id)\(type)") + "<br/>" + escaped(source.kind)
        switch source.kind {
        case "environment value": return "\(id){{\"\(label)\"}}"
        case "ObservableObject", "@StateObject", "@Observable", "Store": return "\(id)[(\"\(label)\")]"
        default: return "\(id)([\"\(label)\"])"
        }
    }

    /// Text safe inside a quoted Mermaid label: quotes and angle brackets as entities.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "#amp;")
            .replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;")
            .replacingOccurrences(of: ">", with: "#gt;")
    }
}
