import DataFlow
import Testing

/// Structure: custom view modifiers, equatable views, @AppStorage and animations.
@MainActor
@Suite("Structure", .serialized)
struct StructureTests {
    struct Collapsible: ViewModifier {
        let title: String
        @State private var isExpanded = true
        func body(content: Content) -> some View {
            VStack {
                Button(isExpanded ? "Hide \(title)" : "Show \(title)") { isExpanded.toggle() }
                if isExpanded { content }
            }
        }
    }

    struct Screen: View {
        @State private var unrelated = 0
        var body: some View {
            VStack {
                Button("Unrelated \(unrelated)") { unrelated += 1 }
                Text("Details").modifier(Collapsible(title: "details"))
            }
        }
    }

    @Test("A ViewModifier's body(content:) is evaluated like a body, under the modifier's name")
    func modifierBodyIsABody() throws {
        let host = ViewHost(Screen())
        #expect(host.updates.first?.evaluatedBodies == ["Screen", "Collapsible"])
        #expect(host.render().contains("Collapsible"))
    }

    @Test("A ViewModifier may own @State, kept while the modified view keeps its identity")
    func modifierState() throws {
        let host = ViewHost(Screen())
        try host.tap(.button("Hide details"))
        #expect(!host.contains(.text("Details")))
        #expect(host.lastUpdate?.changes.map(\.source) == ["Collapsible.isExpanded"])
        try host.tap(.button("Unrelated 0"))
        #expect(host.contains(.button("Show details")))
    }

    struct Row: View, Equatable {
        let title: String
        let onTap: @MainActor () -> Void
        var body: some View { Button(title, action: onTap) }
        nonisolated static func == (lhs: Row, rhs: Row) -> Bool { lhs.title == rhs.title }
    }

    struct RowList: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Taps: \(taps)")
                Row(title: "Tap me") { taps += 1 }.equatable()
            }
        }
    }

    @Test(".equatable() skips the body when == says the new value equals the old one, even with a closure input")
    func equatableSkipsBody() throws {
        let host = ViewHost(RowList())
        try host.tap(.button("Tap me"))
        #expect(host.contains(.text("Taps: 1")))
        #expect(host.lastUpdate?.evaluatedBodies == ["RowList"])
    }

    struct Settings: View {
        @AppStorage("structure.username") private var username = "Guest"
        @AppStorage("structure.launches") private var launches = 0
        var body: some View {
            VStack {
                TextField("Username", text: $username)
                Button("Launch") { launches += 1 }
                Text("Launches: \(launches)")
            }
        }
    }

    struct Greeting: View {
        @AppStorage("structure.username") private var username = "Guest"
        var body: some View { Text("Hello, \(username)") }
    }

    enum Theme: String { case light, dark }

    struct ThemePicker: View {
        @AppStorage("structure.theme") private var theme = Theme.light
        var body: some View {
            Button("Theme: \(theme.rawValue)") { theme = theme == .light ? .dark : .light }
        }
    }

    @Test("@AppStorage reads its default until a value is stored, and writing stores it")
    func appStorageDefaults() throws {
        AppStorageStore.shared.reset()
        let host = ViewHost(Settings())
        #expect(try host.find(.textField("Username")).value == "Guest")
        #expect(AppStorageStore.shared.value(forKey: "structure.username") == nil)
        try host.tap(.button("Launch"))
        #expect(host.contains(.text("Launches: 1")))
        #expect(AppStorageStore.shared.value(forKey: "structure.launches") as? Int == 1)
        #expect(
            host.lastUpdate?.changes.map(\.description) == ["AppStorage(\"structure.launches\") (@AppStorage): nil → 1"]
        )
    }

    @Test("Writing a key updates every view that reads it, in every host, as UserDefaults observation does")
    func appStorageSharedKey() throws {
        AppStorageStore.shared.reset()
        let settings = ViewHost(Settings())
        let greeting = ViewHost(Greeting())
        try settings.clearText(in: .textField("Username"))
        try settings.type("Ann", into: .textField("Username"))
        #expect(greeting.texts == ["Hello, Ann"])
        AppStorageStore.shared.set("Bob", forKey: "structure.username")
        #expect(try settings.find(.textField("Username")).value == "Bob")
        #expect(greeting.texts == ["Hello, Bob"])
        AppStorageStore.shared.reset()
        #expect(greeting.texts == ["Hello, Guest"])
    }

    @Test("@AppStorage stores a RawRepresentable as its raw value")
    func appStorageRawRepresentable() throws {
        AppStorageStore.shared.reset()
        let host = ViewHost(ThemePicker())
        try host.tap(.button("Theme: light"))
        #expect(host.contains(.button("Theme: dark")))
        #expect(AppStorageStore.shared.value(forKey: "structure.theme") as? String == "dark")
    }

    @Test("withAnimation changes state at once and records the animation in the trace")
    func withAnimationIsRecorded() throws {
        struct Expander: View {
            @State private var isExpanded = false
            var body: some View {
                VStack {
                    Button("Toggle") { withAnimation(.easeInOut) { isExpanded.toggle() } }
                    if isExpanded {
                        Text("Details").transition(.slide)
                    }
                }
                .animation(.spring(), value: isExpanded)
            }
        }
        let host = ViewHost(Expander())
        try host.tap(.button("Toggle"))
        #expect(try host.find(.text("Details")).attribute("transition") == "slide")
        #expect(
            host.lastUpdate?.changes.first?.description
                == "Expander.isExpanded (@State): false → true, animated with easeInOut")
        #expect(try host.find(.kind("VStack")).attribute("animation") == "spring")
    }
}
