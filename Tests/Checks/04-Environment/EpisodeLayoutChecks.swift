// Hidden checks for env-custom-key (Chapters/04-Environment/Exercises/EpisodeLayout.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-custom-key: A custom environment value, overridden for a subtree")
struct EpisodeLayoutChecks {
    /// ko: 사이드바의 셀은 간단히, 메인 목록의 셀은 전부 보여 줍니다
    @Test("the sidebar's cells are compact and the main list's cell is shown in full")
    func sidebarOnly() {
        let host = ViewHost(EpisodeLayout())

        #expect(
            host.texts.contains("Ep. 1") && host.texts.contains("Ep. 2"),
            Comment(
                en: "The sidebar's cells should say \"Ep. 1\" and \"Ep. 2\". The screen shows:\n\(host.render())",
                ko: "사이드바의 셀은 \"Ep. 1\"과 \"Ep. 2\"를 보여야 합니다. 화면:\n\(host.render())"))
        #expect(
            host.texts.contains("Episode 1: Data Flow (45 min)"),
            Comment(
                en:
                    "The main list's cell should say \"Episode 1: Data Flow (45 min)\": the override must apply to the sidebar's VStack only. Where each cell's isCompact comes from, in screen order:\n\(compactSources(in: host))\nThe screen shows:\n\(host.render())",
                ko:
                    "메인 목록의 셀은 \"Episode 1: Data Flow (45 min)\"을 보여야 합니다. 오버라이드는 사이드바의 VStack에만 적용되어야 합니다. 각 셀의 isCompact가 어디에서 오는지(화면 순서):\n\(compactSources(in: host))\n화면:\n\(host.render())"
            )
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

    /// ko: 셀은 자기 위의 어느 뷰에 설정한 .environment(\.isCompact, true)든 따릅니다
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
            Comment(
                en:
                    "With isCompact set to true two levels above it, the cell should say \"Ep. 7\". The screen shows:\n\(host.render())",
                ko: "두 단계 위에서 isCompact를 true로 설정했으니 셀은 \"Ep. 7\"을 보여야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 아무것도 설정하지 않으면 셀은 전부 보여 줍니다: 기본값은 false입니다
    @Test("with nothing set, a cell is shown in full: the default is false")
    func defaultIsFull() {
        let host = ViewHost(EpisodeCell(number: 7, title: "Bindings", minutes: 30))

        #expect(
            host.texts == ["Episode 7: Bindings (30 min)"],
            Comment(
                en:
                    "With no isCompact set anywhere, the cell should say \"Episode 7: Bindings (30 min)\". The screen shows:\n\(host.render())",
                ko: "어디에도 isCompact를 설정하지 않았으니 셀은 \"Episode 7: Bindings (30 min)\"을 보여야 합니다. 화면:\n\(host.render())")
        )
    }
}
