import DataFlow
import Foundation
import Testing

// Environment and preferences past the everyday: @Entry, PreferenceKey, openURL, scenePhase,
// transformEnvironment; and toolbars, accessibility and previews as Apple's tutorials write them.

extension EnvironmentValues {
    @Entry var snippetAccentName: String = "blue"
    @Entry var snippetPageSize: Int = 10
    @Entry var snippetNickname: String?
}

private struct AccentLabel: View {
    @Environment(\.snippetAccentName) private var accentName
    @Environment(\.snippetPageSize) private var pageSize
    @Environment(\.snippetNickname) private var nickname
    var body: some View {
        Text("\(accentName) \(pageSize) \(nickname ?? "anonymous")")
    }
}

private struct AccentScreen: View {
    @State private var accent = "red"
    var body: some View {
        VStack {
            AccentLabel()
            AccentLabel().environment(\.snippetAccentName, accent).environment(\.snippetNickname, "kim")
            Button("Green") { accent = "green" }
        }
    }
}

private struct TitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        value += nextValue()
    }
}

private struct TitledParent: View {
    @State private var title = "(none)"
    @State private var showsSecond = false
    var body: some View {
        VStack {
            Text("Title: \(title)")
            Text("First").preference(key: TitleKey.self, value: "A")
            if showsSecond {
                Text("Second").preference(key: TitleKey.self, value: "B")
            }
            Button("Add") { showsSecond = true }
        }
        .onPreferenceChange(TitleKey.self) { value in
            title = value
        }
    }
}

private struct OpenURLView: View {
    @Environment(\.openURL) private var openURL
    @Environment(\.scenePhase) private var scenePhase
    var body: some View {
        Button("Open") { openURL(URL(string: "https://example.com")!) }
        Text("Phase: \(scenePhase == .active ? "active" : "not active")")
    }
}

private struct HandledURLs: View {
    @State private var handled: [String] = []
    var body: some View {
        VStack {
            OpenURLView()
            Text("Handled: \(handled.joined())")
        }
        .environment(
            \.openURL,
            OpenURLAction { url in
                handled.append(url.host() ?? "")
                return .handled
            })
    }
}

private struct PageSizeReader: View {
    @Environment(\.snippetPageSize) private var pageSize
    var body: some View { Text("Page size \(pageSize)") }
}

private struct TipForm: View {
    @State private var amount = 0.0
    @FocusState private var focused: Bool
    var body: some View {
        NavigationStack {
            Form {
                TextField("Amount", value: $amount, format: .number)
                    .focused($focused)
                Text("Amount: \(amount, specifier: "%.2f")")
            }
            .navigationTitle("Tip")
            .toolbarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Done") { focused = false }
                }
            }
        }
    }
}

/// Scrumdinger's CardView, with its accessibility modifiers.
private struct CardView: View {
    let title: String
    let attendees: Int
    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Label("\(attendees)", systemImage: "person.3")
                .accessibilityLabel("\(attendees) attendees")
                .accessibilityValue("\(attendees)")
                .accessibilityHint("Number of people")
        }
    }
}

private struct CardView_Previews: PreviewProvider {
    static var previews: some View {
        CardView(title: "Design", attendees: 3)
            .previewLayout(.fixed(width: 400, height: 60))
            .previewDisplayName("Card")
    }
}

@MainActor
@Suite("Environment, preferences, toolbars, accessibility and previews")
struct EnvironmentExtrasSnippets {
    @Test("@Entry declares an environment value with its default; .environment sets it below")
    func entryMacro() throws {
        let host = ViewHost(AccentScreen())
        #expect(host.texts.prefix(2) == ["blue 10 anonymous", "red 10 kim"])
        try host.tap(.button("Green"))
        #expect(host.texts.prefix(2) == ["blue 10 anonymous", "green 10 kim"])
    }

    @Test("onPreferenceChange gets the descendants' values combined, at first and when they change")
    func preferences() throws {
        let host = ViewHost(TitledParent())
        #expect(host.contains(.text("Title: A")))
        try host.tap(.button("Add"))
        #expect(host.contains(.text("Title: AB")))
    }

    @Test("openURL records the URL by default; a custom OpenURLAction handles it; scenePhase is active")
    func openURL() throws {
        let plain = ViewHost(OpenURLView())
        #expect(plain.contains(.text("Phase: active")))
        try plain.tap(.button("Open"))
        #expect(plain.openedURLs == [URL(string: "https://example.com")!])
        let handled = ViewHost(HandledURLs())
        try handled.tap(.button("Open"))
        #expect(handled.contains(.text("Handled: example.com")))
        #expect(handled.openedURLs.isEmpty)
    }

    @Test("transformEnvironment changes a value from what the view sees")
    func transformEnvironment() {
        let host = ViewHost(
            PageSizeReader().transformEnvironment(\.snippetPageSize) { $0 *= 3 }.environment(\.snippetPageSize, 5))
        #expect(host.contains(.text("Page size 15")))
    }

    @Test("TextField(value:format:) parses what is typed; a keyboard toolbar button is on screen")
    func keyboardToolbar() throws {
        let host = ViewHost(TipForm())
        try host.type("12.5", into: .textField("Amount"))
        #expect(host.contains(.text("Amount: 12.50")))
        #expect(host.focusedElement?.label == "Amount")
        try host.tap(.button("Done"))
        #expect(host.focusedElement == nil)
    }

    @Test("accessibility traits, label, value and hint are on the elements; a PreviewProvider mounts")
    func accessibilityAndPreviews() throws {
        let host = ViewHost(CardView_Previews.previews)
        #expect(try host.find(.text("Design")).attribute("accessibilityTraits") == "isHeader")
        let label = try host.find(.accessibilityLabel("3 attendees"))
        #expect(label.attribute("accessibilityValue") == "3")
        #expect(label.attribute("accessibilityHint") == "Number of people")
        #expect(host.shownTree.attribute("previewDisplayName") == "Card")
    }
}
