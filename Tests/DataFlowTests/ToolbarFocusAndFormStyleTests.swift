import DataFlow
import Testing

/// More iOS 17 API from Apple's sample apps ("Backyard Birds", "Focus cookbook", "Bringing robust
/// navigation structure to your SwiftUI app"), recorded as marks the way DataFlow records inert
/// modifiers: the bars' background and visibility (`toolbarBackground(_:for:)`, `toolbar(_:for:)`),
/// `focusable(_:)`, `focusEffectDisabled(_:)`, `defaultFocus(_:_:priority:)`, `formStyle(_:)`,
/// `zIndex(_:)`, and a `Gradient` used as a style (iOS 16). None of this compiles on today's main.
@MainActor
@Suite struct ToolbarFocusAndFormStyleTests {
    struct Settings: View {
        @FocusState private var focusedField: String?
        var body: some View {
            NavigationStack {
                Form {
                    Text("Sunflower")
                        .focusable()
                        .focusEffectDisabled()
                        .zIndex(1)
                        .background(Gradient(colors: [.orange, .pink]))
                }
                .formStyle(.grouped)
                .defaultFocus($focusedField, "name")
                .toolbarBackground(.hidden, for: .navigationBar)
                .toolbarBackground(.blue, for: .tabBar, .bottomBar)
                .toolbar(.hidden, for: .tabBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
            }
        }
    }

    @Test func theModifiersAreRecordedAsMarks() {
        let tree = ViewHost(Settings()).render()
        for mark in [
            "focusable=true", "focusEffectDisabled=true", "zIndex=1", "background=Gradient(orange, pink)",
            "formStyle=grouped", "defaultFocus=name", "toolbarBackground=hidden for navigationBar",
            "toolbarBackground=blue for tabBar+bottomBar", "toolbar=hidden for tabBar",
            "toolbarColorScheme=dark for navigationBar",
        ] {
            #expect(tree.contains(mark), "\(mark) in \(tree)")
        }
    }

    /// SwiftUI's `Namespace()` can be made off the main actor, as a `#Preview` that declares
    /// `@Previewable @Namespace var namespace` does (Apple's "Destination Video" `HeroView`);
    /// on today's main this call does not compile ("call to main actor-isolated initializer").
    nonisolated static func makeNamespaceOffTheMainActor() -> Namespace {
        Namespace()
    }

    @Test func aNamespaceCanBeMadeOffTheMainActor() {
        _ = Self.makeNamespaceOffTheMainActor()
    }
}
