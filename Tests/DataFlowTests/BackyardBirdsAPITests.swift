import DataFlow
import Foundation
import Testing

/// API that Apple's "Backyard Birds" sample (iOS 17) uses and DataFlow lacked, recorded as marks
/// the way DataFlow records inert modifiers: search suggestions and completions, `Image(_:bundle:)`
/// from a package's `Bundle.module`, `colorMultiply(_:)`, `compositingGroup()`, the style modifiers
/// `opacity(_:)`, `blendMode(_:)` and `shadow(_:)` on any `ShapeStyle`, `.separator`,
/// `gaugeStyle(_:)`, `hoverEffect(_:)` and the older `disableAutocorrection(_:)`. None of it
/// compiles on today's main.
@MainActor
@Suite struct BackyardBirdsAPITests {
    struct Birds: View {
        @State private var searchText = ""
        var body: some View {
            NavigationStack {
                List {
                    Image("robin", bundle: .main)
                        .colorMultiply(.blue)
                        .compositingGroup()
                        .hoverEffect(.highlight)
                    Gauge(value: 0.5) { Text("Food") }
                        .gaugeStyle(.accessoryCircularCapacity)
                    TextField("Name", text: $searchText)
                        .disableAutocorrection(true)
                    Rectangle()
                        .fill(AnyShapeStyle(.red).blendMode(.plusDarker))
                        .background(.thinMaterial.shadow(.drop(radius: 2)))
                        .overlay(.separator.opacity(0.5))
                }
                .searchable(text: $searchText)
                .searchSuggestions {
                    Text("Robin").searchCompletion("Robin")
                }
            }
        }
    }

    @Test func theModifiersAreRecordedAndSuggestionsAreNotOnScreen() {
        let host = ViewHost(Birds())
        let tree = host.render()
        for mark in [
            "Image \"robin\"", "colorMultiply=blue", "compositingGroup=true", "hoverEffect=highlight",
            "gaugeStyle=accessoryCircularCapacity", "autocorrectionDisabled=true", "red.blendMode(plusDarker)",
            "shadow(drop(", "separator.opacity(0.5)", "searchSuggestions=true",
        ] {
            #expect(tree.contains(mark), "\(mark) in \(tree)")
        }
        #expect(!host.texts.contains("Robin"), "\(tree)")
    }

    struct Silhouette: View {
        @Environment(\.isFocused) private var isFocused
        var body: some View {
            Text(isFocused ? "focused" : "not focused")
                .scaleEffect(x: -1)
                .transition(.scale(0.5).combined(with: .opacity))
        }
    }

    /// `scaleEffect(x:y:anchor:)` mirrors the sample's silhouettes; `.scale(0.5)` is iOS 17's
    /// `Transition` spelling; `\.isFocused` is false where nothing focusable has focus.
    @Test func mirroringTransitionsAndFocusAreRecorded() {
        let host = ViewHost(Silhouette())
        let tree = host.render()
        #expect(tree.contains("scaleEffect=-1×1"), "\(tree)")
        #expect(tree.contains("transition=scale(0.5)+opacity"), "\(tree)")
        #expect(host.texts == ["not focused"])
        #expect(ViewHost(Silhouette().environment(\.isFocused, true)).texts == ["focused"])
    }
}
