import DataFlow
import Testing

/// API that "Destination Video" (Apple's tab navigation sample, updated for iOS 26) and the
/// "Hackers" client use and DataFlow lacked, recorded as marks the way DataFlow records inert
/// modifiers: Liquid Glass (`glassEffect(_:in:)`, `Glass`, `GlassEffectContainer`, the `.glass`
/// button styles), `alignmentGuide(_:computeValue:)`, `symbolRenderingMode(_:)`, `mask(_:)` (whose
/// mask is not on screen), `onGeometryChange(for:of:action:)`, `textContentType(_:)` and
/// `tabViewStyle(_:)`. None of it compiles on today's main.
@MainActor
@Suite struct GlassAndGeometryModifierTests {
    struct Player: View {
        @State private var name = ""
        var body: some View {
            TabView {
                GlassEffectContainer(spacing: 8) {
                    Button("Play") {}
                        .buttonStyle(.glassProminent)
                        .glassEffect(.regular.tint(.orange).interactive(), in: .capsule)
                    Image(systemName: "heart")
                        .symbolRenderingMode(.hierarchical)
                        .alignmentGuide(.leading) { $0.width / 2 }
                        .mask { Text("Hidden mask") }
                        .onGeometryChange(for: Double.self) {
                            $0.size.width
                        } action: { _ in
                        }
                    TextField("Name", text: $name)
                        .textContentType(.username)
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    @Test func theModifiersAreRecordedAndTheMaskIsNotOnScreen() throws {
        let host = ViewHost(Player())
        let tree = host.render()
        for mark in [
            "buttonStyle=glassProminent", "glassEffect=regular.tint(orange).interactive in Capsule",
            "symbolRenderingMode=hierarchical", "alignmentGuide=leading", "mask=", "onGeometryChange=Double",
            "textContentType=username", "tabViewStyle=sidebarAdaptable",
        ] {
            #expect(tree.contains(mark), "\(mark) in \(tree)")
        }
        #expect(!host.texts.contains("Hidden mask"), "\(tree)")
        try host.tap(.button("Play"))
    }
}
