import DataFlow
import Testing

/// SwiftUI API that the public SwiftData tutorial apps measured for issue 27 use and DataFlow
/// lacked (Stewart Lynch's "SwiftData Previews, Mock Data and Expressions" and gahntpo's
/// SnippetBox, Eric T.'s "Reminders (SwiftData)"): `symbolVariant(_:)`, `Color(white:)`,
/// `contentShape(_:)`, `scaleEffect(_:)` with a `CGSize`, `GroupBox`.
@MainActor
@Suite struct RealAppModifierTests {
    struct CommentButton: View {
        let hasComment: Bool
        var body: some View {
            Button {
            } label: {
                Image(systemName: "message")
                    .symbolVariant(hasComment ? .fill : .none)
            }
            .contentShape(Rectangle())
            .shadow(color: Color(white: 0.8), radius: 2, x: 1, y: 0)
        }
    }

    @Test func theModifiersAreRecordedAsAttributes() {
        let tree = ViewHost(CommentButton(hasComment: true)).render()
        #expect(tree.contains("symbolVariant=fill"), "\(tree)")
        #expect(tree.contains("contentShape=Rectangle"), "\(tree)")
        #expect(tree.contains("white(0.8)"), "\(tree)")
        #expect(ViewHost(CommentButton(hasComment: false)).render().contains("symbolVariant=none"))
        #expect(SymbolVariants.fill.circle.contains(.fill))
        #expect(Color(white: 1, opacity: 0.5) == Color("white(1, 0.5)"))
    }

    struct Stats: View {
        var body: some View {
            GroupBox("Today") {
                Text("3 reminders")
            }
            GroupBox {
                Circle().scaleEffect(CGSize(width: 1.2, height: 1.2))
            }
        }
    }

    @Test func aGroupBoxHoldsItsLabelThenItsContent() {
        let tree = ViewHost(Stats()).render()
        #expect(tree.contains("GroupBox"), "\(tree)")
        #expect(tree.contains("scaleEffect=1.2×1.2"), "\(tree)")
        let host = ViewHost(Stats())
        #expect(host.texts == ["Today", "3 reminders"], "\(tree)")
    }
}
