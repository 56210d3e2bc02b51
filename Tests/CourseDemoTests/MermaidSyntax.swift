import Foundation

/// A parser for the subset of Mermaid's flowchart syntax `checker graph` emits, strict enough
/// to catch what would make GitHub fail to render it: the header, one node declaration per line
/// (an id, then a quoted label in one of the shapes used), one edge per line (two declared ids,
/// an arrow and a quoted label), and no quote inside a label. No network, no Mermaid install.
struct MermaidSyntax {
    struct Node: Equatable {
        let id: String
        let shape: String
        let label: String
    }

    struct Edge: Equatable {
        let from: String
        let arrow: String
        let label: String
        let to: String
    }

    private(set) var direction = ""
    private(set) var nodes: [Node] = []
    private(set) var edges: [Edge] = []

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The shapes used, as (opening, closing): rectangle, stadium, cylinder, hexagon, parallelogram.
    static let shapes: [(open: String, close: String)] = [
        ("([", "])"), ("[(", ")]"), ("{{", "}}"), ("[/", "/]"), ("[", "]"),
    ]
    static let arrows = ["==>", "-->", "-.->"]

    init(_ text: String) throws {
        var lines = text.components(separatedBy: "\n")
        guard let header = lines.first, header.hasPrefix("flowchart ") || header.hasPrefix("graph ") else {
            throw Failure(description: "the first line must be `flowchart <direction>`, not `\(lines.first ?? "")`")
        }
        direction = String(header.split(separator: " ").last ?? "")
        guard ["LR", "RL", "TD", "TB", "BT"].contains(direction) else {
            throw Failure(description: "unknown direction \(direction)")
        }
        lines.removeFirst()
        for (index, line) in lines.enumerated() {
            let statement = line.trimmingCharacters(in: .whitespaces)
            if statement.isEmpty { continue }
            if let edge = Self.edge(statement) {
                edges.append(edge)
            } else if let node = Self.node(statement) {
                guard !nodes.contains(where: { $0.id == node.id }) else {
                    throw Failure(description: "line \(index + 2): node \(node.id) declared twice")
                }
                nodes.append(node)
            } else {
                throw Failure(description: "line \(index + 2) is neither a node nor an edge: \(statement)")
            }
        }
        let ids = Set(nodes.map(\.id))
        for edge in edges where !ids.contains(edge.from) || !ids.contains(edge.to) {
            throw Failure(description: "the edge \(edge.from) → \(edge.to) joins an undeclared node")
        }
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `id<open>"label"<close>`.
    private static func node(_ statement: String) -> Node? {
        guard let open = statement.firstIndex(where: { "([{".contains($0) }) else { return nil }
        let id = statement[..<open]
        guard isIdentifier(id) else { return nil }
        let rest = statement[open...]
        for shape in shapes where rest.hasPrefix(shape.open + "\"") && rest.hasSuffix("\"" + shape.close) {
            let label = rest.dropFirst(shape.open.count + 1).dropLast(shape.close.count + 1)
            guard !label.contains("\"") else { return nil }
            return Node(id: String(id), shape: shape.open + shape.close, label: String(label))
        }
        return nil
    }

    /// `from <arrow>|"label"| to`.
    private static func edge(_ statement: String) -> Edge? {
        let parts = statement.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, isIdentifier(parts[0]) else { return nil }
        for arrow in arrows where parts[1].hasPrefix(arrow + "|\"") {
            let afterArrow = parts[1].dropFirst(arrow.count + 2)
            guard let close = afterArrow.range(of: "\"| ") else { return nil }
            let label = afterArrow[..<close.lowerBound]
            let to = afterArrow[close.upperBound...]
            guard !label.contains("\""), isIdentifier(to) else { return nil }
            return Edge(from: String(parts[0]), arrow: arrow, label: String(label), to: String(to))
        }
        return nil
    }
}
