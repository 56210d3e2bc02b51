// Hidden checks for env-custom-key (Chapters/04-Environment/Exercises/EpisodeLayout.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-custom-key: A custom environment value, overridden for a subtree")
struct EpisodeLayoutChecks {
    @Test("the sidebar's cells are compact and the main list's cell is shown in full")
    func sidebarOnly() {
        let host = ViewHost(EpisodeLayout())

        #expect(
            host.texts.contains("Ep. 1") && host.texts.contains("Ep. 2"),
            "The sidebar's cells should say \"Ep. 1\" and \"Ep. 2\". The screen shows:\n\(host.render())")
        #expect(
            host.texts.contains("Episode 1: Data Flow (45 min)"),
            "The main list's cell should say \"Episode 1: Data Flow (45 min)\": the override must apply to the sidebar's VStack only. Where each cell's isCompact comes from, in screen order:\n\(compactSources(in: host))\nThe screen shows:\n\(host.render())"
        )
    }

    /// For each EpisodeCell on screen, the environment value it read and the view whose body set it.
    private func compactSources(in host: ViewHost) -> String {
        let graph = host.dataFlowGraph
        return graph.views.filter { $0.name == "EpisodeCell" }.map { cell in
            let values = cell.reads.compactMap { graph.source($0.sourceID) }.filter { $0.kind == "environment value" }
            let described = values.map { source in
                "\(source.name) = \(source.value ?? "?"), "
                    + (source.providerViewID.map { "set by .environment in \($0)'s body" } ?? "the key's default value")
            }
            return "  \(cell.id): "
                + (described.isEmpty ? "reads no environment value" : described.joined(separator: "; "))
        }.joined(separator: "\n")
    }

    @Test("a cell follows .environment(\\.isCompact, true) set on any view above it")
    func followsAnyAncestor() {
        let host = ViewHost(
            VStack {
                VStack {
                    EpisodeCell(number: 7, title: "Bindings", minutes: 30)
                }
            }
            .environment(\.isCompact, true))

        #expect(
            host.texts == ["Ep. 7"],
            "With isCompact set to true two levels above it, the cell should say \"Ep. 7\". The screen shows:\n\(host.render())"
        )
    }

    @Test("with nothing set, a cell is shown in full: the default is false")
    func defaultIsFull() {
        let host = ViewHost(EpisodeCell(number: 7, title: "Bindings", minutes: 30))

        #expect(
            host.texts == ["Episode 7: Bindings (30 min)"],
            "With no isCompact set anywhere, the cell should say \"Episode 7: Bindings (30 min)\". The screen shows:\n\(host.render())"
        )
    }
}
