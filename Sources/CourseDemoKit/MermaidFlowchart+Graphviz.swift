/// The same flowchart in Graphviz's DOT language: what `course-demos graph <name> --format dot`
/// prints (`course-demos` is the program behind `checker graph`), and what the course site draws
/// as an SVG image with Graphviz's `dot` (DocC does not draw Mermaid; the READMEs keep the
/// Mermaid text, which GitHub draws).
///
/// The nodes and edges are the Mermaid flowchart's, drawn alike: a `@State` or other value source
/// is a rounded box, an object or a store a cylinder, an environment value a hexagon, a view a
/// box, the mounting code a parallelogram; `owns` is a bold edge, a `@Binding` a dashed one.
extension MermaidFlowchart {
    /// The DOT text, `digraph "<name>" { … }`, with left-to-right ranks as the flowchart's `LR`.
    public func dotText(name: String) -> String {
        var lines = [
            "digraph \(Self.dotQuoted(name)) {",
            "    rankdir=LR;",
            "    bgcolor=\"transparent\";",
            "    node [fontname=\"Helvetica,Arial,sans-serif\", fontsize=12, shape=box, margin=\"0.15,0.08\"];",
            "    edge [fontname=\"Helvetica,Arial,sans-serif\", fontsize=10];",
        ]
        for source in sources {
            guard let id = sourceNodeIDs[source.id] else { continue }
            var type = source.valueType.map { ": \($0)" } ?? ""
            if source.kind == "environment value", let value = source.value { type = " = \(value)" }
            let label = Self.dotQuoted("\(source.id)\(type)\n\(source.kind)")
            let shape: String
            switch source.kind {
            case "environment value": shape = "shape=hexagon"
            case "ObservableObject", "@StateObject", "@Observable", "Store": shape = "shape=cylinder"
            default: shape = "style=rounded"
            }
            lines.append("    \(id) [label=\(label), \(shape)];")
        }
        let connected = Set(edges.flatMap { [$0.from, $0.to] })
        for view in views {
            guard let id = viewNodeIDs[view.id], connected.contains(id) else { continue }
            lines.append("    \(id) [label=\(Self.dotQuoted(view.id))];")
        }
        for node in extraNodes {
            let shape = node.isHost ? "shape=parallelogram" : "style=rounded"
            lines.append("    \(node.id) [label=\(Self.dotQuoted(node.label)), \(shape)];")
        }
        for edge in edges {
            var attributes = ["label=\(Self.dotQuoted(edge.label))"]
            switch edge.arrow {
            case "==>": attributes.append("penwidth=2.5")
            case "-.->": attributes.append("style=dashed")
            default: break
            }
            lines.append("    \(edge.from) -> \(edge.to) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return StableText.normalized(lines.joined(separator: "\n"))
    }

    /// A DOT string literal: quotes and backslashes escaped, a line break as DOT's centred `\n`.
    static func dotQuoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }
}
