import DataFlow
import Testing

/// A control bound to a value its parent owns, previewed with `@Previewable` state.
struct PreviewedGenrePicker: View {
    @Binding var genre: String
    var body: some View {
        VStack {
            Text("Genre: \(genre)")
            Button("Drama") { genre = "Drama" }
        }
    }
}

#Preview("Genre with state") {
    @Previewable @State var genre = "Action"
    PreviewedGenrePicker(genre: $genre)
}

/// `@Previewable`: SwiftUI documents that it marks dynamic properties declared in a preview's
/// body, which the preview then keeps, so a binding to them works.
@MainActor
@Suite("@Previewable")
struct PreviewableTests {
    @Test("@Previewable state lives as long as the preview: a binding to it writes and the view shows it")
    func previewableState() throws {
        let host = try ViewHost(preview: "Genre with state")
        #expect(
            host.render() == """
                Preview
                  PreviewedGenrePicker
                    VStack
                      Text "Genre: Action"
                      Button "Drama"
                        Text "Drama"
                """)
        try host.tap(.button("Drama"))
        #expect(host.texts.first == "Genre: Drama")
        #expect(host.lastUpdate?.changes.map(\.description).first?.contains("genre") == true)
    }
}
