import DataFlow
import Testing

/// SwiftUI API that the public SwiftData tutorial apps measured for issue 27 use and DataFlow
/// lacked (Stewart Lynch's "SwiftData Previews, Mock Data and Expressions" and gahntpo's
/// SnippetBox): `symbolVariant(_:)`, `Color(white:)`, `contentShape(_:)`.
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
}
