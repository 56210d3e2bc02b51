import DataFlow
import Testing

/// SwiftUI calls `onAppear` when a view comes on screen and `onDisappear` when it leaves the
/// screen, which is not the same as its lifetime: a covered screen disappears but keeps its state.
@MainActor
@Suite("Appearing and disappearing")
struct LifecycleTests {
    struct Screen: View {
        let name: String
        let log: EventLog
        var body: some View {
            Text(name)
                .onAppear { log.record("\(name) appeared") }
                .onDisappear { log.record("\(name) disappeared") }
        }
    }

    @Test("Pushing a screen makes the one it covers disappear; going back makes it appear again, with its state")
    func pushCoversAndPopUncovers() throws {
        struct Home: View {
            let log: EventLog
            @State private var taps = 0
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Taps: \(taps)") { taps += 1 }
                        NavigationLink("Detail") { Screen(name: "Detail", log: log) }
                    }
                    .onAppear { log.record("Home appeared") }
                    .onDisappear { log.record("Home disappeared") }
                }
            }
        }
        let log = EventLog()
        let host = ViewHost(Home(log: log))
        try host.tap(.button("Taps: 0"))
        #expect(log.entries == ["Home appeared"])
        try host.follow(.link("Detail"))
        #expect(log.entries == ["Home appeared", "Home disappeared", "Detail appeared"])
        try host.goBack()
        #expect(
            log.entries == [
                "Home appeared", "Home disappeared", "Detail appeared", "Detail disappeared", "Home appeared",
            ])
        #expect(host.contains(.button("Taps: 1")), "the covered screen kept its state")
    }

    @Test("Changing .id ends one identity and starts another: the old view disappears, then the new one appears")
    func idChangeOrder() throws {
        struct Reloader: View {
            let log: EventLog
            @State private var version = 1
            var body: some View {
                VStack {
                    Button("Reload") { version += 1 }
                    Screen(name: "v\(version)", log: log).id(version)
                }
            }
        }
        let log = EventLog()
        let host = ViewHost(Reloader(log: log))
        try host.tap(.button("Reload"))
        #expect(log.entries == ["v1 appeared", "v1 disappeared", "v2 appeared"])
    }

    @Test("Switching the branch of an if: the old branch disappears, then the new one appears")
    func branchSwitchOrder() throws {
        struct Switcher: View {
            let log: EventLog
            @State private var isOn = false
            var body: some View {
                VStack {
                    Button("Switch") { isOn.toggle() }
                    if isOn {
                        Screen(name: "On", log: log)
                    } else {
                        Screen(name: "Off", log: log)
                    }
                }
            }
        }
        let log = EventLog()
        let host = ViewHost(Switcher(log: log))
        try host.tap(.button("Switch"))
        #expect(log.entries == ["Off appeared", "Off disappeared", "On appeared"])
    }

    @Test("onAppear runs top-down: a parent's before its child's")
    func appearOrderIsTopDown() {
        struct Parent: View {
            let log: EventLog
            var body: some View {
                VStack {
                    Screen(name: "Child", log: log)
                }
                .onAppear { log.record("Parent appeared") }
            }
        }
        let log = EventLog()
        _ = ViewHost(Parent(log: log))
        #expect(log.entries == ["Parent appeared", "Child appeared"])
    }

    @Test("A sheet's content appears when presented and disappears when dismissed; the screen beneath stays")
    func sheetContentLifecycle() throws {
        struct Presenting: View {
            let log: EventLog
            @State private var showsSheet = false
            var body: some View {
                Button("Show") { showsSheet = true }
                    .onDisappear { log.record("Presenter disappeared") }
                    .sheet(isPresented: $showsSheet) { Screen(name: "Sheet", log: log) }
            }
        }
        let log = EventLog()
        let host = ViewHost(Presenting(log: log))
        try host.tap(.button("Show"))
        #expect(log.entries == ["Sheet appeared"])
        try host.dismissSheet()
        #expect(log.entries == ["Sheet appeared", "Sheet disappeared"])
    }
}
