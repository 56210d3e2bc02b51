import DataFlow
import Testing

/// TabView and toolbars, as SwiftUI documents and shows them.
@MainActor
@Suite("Tabs and toolbars")
struct TabAndToolbarTests {
    enum Tab: Hashable { case inbox, settings }

    struct Counter: View {
        let name: String
        let log: EventLog
        @State private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
                .onAppear { log.record("\(name) appeared") }
                .onDisappear { log.record("\(name) disappeared") }
        }
    }

    struct App: View {
        let log: EventLog
        @State var tab = Tab.inbox
        var body: some View {
            TabView(selection: $tab) {
                Counter(name: "Inbox", log: log)
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .tag(Tab.inbox)
                Counter(name: "Settings", log: log)
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(Tab.settings)
            }
        }
    }

    @Test("Only the selected tab is on screen; selecting a tab writes its tag to the binding")
    func selectionBinding() throws {
        let log = EventLog()
        let host = ViewHost(App(log: log))
        #expect(host.contains(.button("Inbox 0")))
        #expect(!host.contains(.button("Settings 0")))
        #expect(try host.find(.kind(.tabView)).value == "Inbox")
        try host.selectTab("Settings")
        #expect(host.contains(.button("Settings 0")))
        #expect(!host.contains(.button("Inbox 0")))
        #expect(host.lastUpdate?.changes.first?.source == "App.tab")
    }

    @Test("Switching tabs: the old tab disappears, the new one appears, and each keeps its state")
    func tabsKeepState() throws {
        let log = EventLog()
        let host = ViewHost(App(log: log))
        try host.tap(.button("Inbox 0"))
        try host.selectTab("Settings")
        try host.selectTab("Inbox")
        #expect(host.contains(.button("Inbox 1")))
        #expect(
            log.entries == [
                "Inbox appeared", "Inbox disappeared", "Settings appeared", "Settings disappeared", "Inbox appeared",
            ])
    }

    @Test("A plain TabView keeps its own selection, starting at the first tab")
    func plainTabView() throws {
        struct Plain: View {
            var body: some View {
                TabView {
                    Text("Home screen").tabItem { Label("Home", systemImage: "house") }
                    Text("Profile screen").tabItem { Text("Profile") }
                }
            }
        }
        let host = ViewHost(Plain())
        #expect(host.texts.contains("Home screen"))
        try host.selectTab("Profile")
        #expect(host.texts.contains("Profile screen"))
        #expect(!host.texts.contains("Home screen"))
        #expect(throws: DataFlowError.self) { try host.selectTab("Nowhere") }
    }

    @Test("Toolbar items are on screen with their placement, and their buttons can be tapped")
    func toolbarButtons() throws {
        struct List: View {
            @State private var count = 0
            @State private var saved = false
            var body: some View {
                NavigationStack {
                    Text("\(count) items, saved: \(saved)")
                        .navigationTitle("Items")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button("Add", systemImage: "plus") { count += 1 }
                            }
                            ToolbarItemGroup(placement: .confirmationAction) {
                                Button("Save") { saved = true }
                            }
                        }
                }
            }
        }
        let host = ViewHost(List())
        try host.tap(.button("Add"))
        try host.tap(.button("Save"))
        #expect(host.texts.first == "1 items, saved: true")
        let items = host.findAll(.kind(.toolbarItem))
        #expect(items.map { $0.attribute("placement") } == ["primaryAction", "confirmationAction"])
    }

    @Test("A tag written before tabItem works as well as one written after it")
    func tagBeforeTabItem() throws {
        struct App: View {
            @State private var selection = 2
            var body: some View {
                TabView(selection: $selection) {
                    Text("First").tag(1).tabItem { Text("One") }
                    Text("Second").tag(2).tabItem { Text("Two") }
                }
            }
        }
        let host = ViewHost(App())
        #expect(host.contains(.text("Second")) && !host.contains(.text("First")))
        try host.selectTab("One")
        #expect(host.contains(.text("First")))
    }

    @Test("A pushed screen's toolbar is on screen only while that screen is on top")
    func toolbarBelongsToItsScreen() throws {
        struct App: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Edit") {
                        Text("Editor").toolbar { Button("Save") {} }
                    }
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Help") {} } }
                }
            }
        }
        let host = ViewHost(App())
        #expect(host.contains(.button("Help")) && !host.contains(.button("Save")))
        try host.follow(.link("Edit"))
        #expect(host.contains(.button("Save")) && !host.contains(.button("Help")))
    }
}
