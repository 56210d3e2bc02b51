import DataFlow
import Testing

/// Shorthands real apps use that DataFlow lacked, each as Apple's page shows it:
/// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:_:),
/// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:),
/// https://developer.apple.com/documentation/swiftui/text/init(_:)-6vl4t (an `Image` in `Text`),
/// https://developer.apple.com/documentation/swiftui/view/mask(_:),
/// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:suggestions:)-94bln,
/// https://developer.apple.com/documentation/swiftui/switchtogglestyle/init(tint:).
@MainActor
@Suite struct StyleShorthandTests {
    struct Birds: View {
        @State private var query = ""
        @State private var isOn = true
        var body: some View {
            List {
                Image(systemName: "bird.fill")
                    .foregroundStyle(.indigo, .red)
                Text(Image(systemName: "checkmark.square.fill")) + Text(" Seen")
                Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)
                    .mask(Circle())
                Toggle("Alerts", isOn: $isOn)
                    .toggleStyle(SwitchToggleStyle(tint: .red))
            }
            .searchable(text: $query, prompt: "Find a bird") {
                Text("Robin").searchCompletion("Robin")
            }
        }
    }

    @Test func theShorthandsRenderAsTheirLongerForms() throws {
        let host = ViewHost(Birds())
        let tree = host.render()
        #expect(tree.contains("foregroundColor=indigo, red"), "\(tree)")
        #expect(host.texts.contains("[checkmark.square.fill] Seen"), "\(host.texts)")
        #expect(tree.contains("rgb(1, 0.5, 0)"), "\(tree)")
        #expect(tree.contains("mask=Circle"), "\(tree)")
        #expect(tree.contains("searchSuggestions=true"), "\(tree)")
        try host.type("Rob", into: .searchField())
        #expect(try host.find(.toggle("Alerts")).attribute("toggleStyle") == "switch")
    }
}
