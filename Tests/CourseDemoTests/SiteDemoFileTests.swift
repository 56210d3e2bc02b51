import CourseDemoKit
import Foundation
import Testing

/// The course site's trace listings and graph sources are what the demos print now, and the DOT
/// text says what the Mermaid flowchart says.
@MainActor
@Suite("The course site's demo files")
struct SiteDemoFileTests {
    @Test(
        "every demo's trace listing and DOT graph in Sources/CourseSite match what the demos print now; refresh with `swift run checker demo --update-lessons`"
    )
    func siteFilesAreUpToDate() async throws {
        let stale = try await SiteDemoFiles.stale(in: LessonTests.root, outputs: DemoOutputs())
        #expect(stale.isEmpty, "out of date: \(stale)\nRun `swift run checker demo --update-lessons`.")
    }

    @Test("the DOT graph has the Mermaid flowchart's nodes and edges, with the same labels")
    func dotMatchesMermaid() async throws {
        let outputs = DemoOutputs()
        for demo in outputs.demos {
            let mermaid = try await outputs.output(.graph, of: demo.name)
            let dot = try await outputs.dot(of: demo.name)
            #expect(dot.hasPrefix("digraph \"\(demo.name)\" {") && dot.hasSuffix("}"))
            // `v2 ==>|"owns"| s1` in Mermaid is `v2 -> s1 [label="owns", penwidth=2.5];` in DOT.
            let edge = try Regex(#"^    (\w+) (==>|-->|-\.->)\|"([^"]*)"\| (\w+)$"#)
            let edges = mermaid.split(separator: "\n").compactMap { try? edge.wholeMatch(in: $0) }
            #expect(!edges.isEmpty, "\(demo.name)'s flowchart has no edges")
            for match in edges {
                let from = match.output[1].substring ?? ""
                let to = match.output[4].substring ?? ""
                let label = (match.output[3].substring ?? "").replacingOccurrences(of: "#quot;", with: "\\\"")
                    .replacingOccurrences(of: "#lt;", with: "<").replacingOccurrences(of: "#gt;", with: ">")
                    .replacingOccurrences(of: "#amp;", with: "&")
                #expect(
                    dot.contains("    \(from) -> \(to) [label=\"\(label)\""),
                    "\(demo.name): the DOT graph lacks the edge \(from) → \(to) \"\(label)\"")
            }
            let nodes = mermaid.split(separator: "\n").count - edges.count - 1
            let dotNodes = dot.split(separator: "\n").filter { $0.contains(" [label=") && !$0.contains(" -> ") }
            #expect(dotNodes.count == nodes, "\(demo.name): \(dotNodes.count) nodes in DOT, \(nodes) in Mermaid")
        }
    }
}

@Suite("Wrapping a trace for the course site")
struct TraceWrappingTests {
    @Test("a long line breaks at spaces, its continuations indented four more spaces; short lines stay as they are")
    func wrapsAtSpaces() {
        let text = "0. mount\n     changed ContactsFeature.addContact (Store): nil → State(contact: Contact)\nend"
        let wrapped = SiteDemoFiles.wrapped(text, width: 40)
        #expect(
            wrapped.split(separator: "\n") == [
                "0. mount",
                "     changed ContactsFeature.addContact",
                "         (Store): nil → State(contact:",
                "         Contact)",
                "end",
            ])
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= 40 })
    }

    @Test("a word longer than a line is cut into pieces that fit")
    func breaksLongWords() {
        let wrapped = SiteDemoFiles.wrapped("  " + String(repeating: "x", count: 30), width: 12)
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= 12 })
        #expect(wrapped.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "").count == 30)
    }
}
