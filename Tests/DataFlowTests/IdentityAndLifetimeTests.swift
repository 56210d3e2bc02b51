import DataFlow
import Testing

/// A view's identity is its place in the tree, its type and any explicit id; its state lives
/// exactly as long as that identity (seeds 002 and 003).
@MainActor
@Suite("Identity and lifetime")
struct IdentityAndLifetimeTests {
    struct Tally: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name): \(count)") { count += 1 }
        }
    }

    struct Switcher: View {
        @State private var showsTally = true
        @State private var useFirstBranch = true
        @State private var resetID = 0
        var body: some View {
            VStack {
                Button("Show/hide") { showsTally.toggle() }
                Button("Switch branch") { useFirstBranch.toggle() }
                Button("Reset") { resetID += 1 }
                if showsTally {
                    Tally(name: "shown")
                }
                if useFirstBranch {
                    Tally(name: "branch")
                } else {
                    Tally(name: "branch")
                }
                Tally(name: "keyed").id(resetID)
            }
        }
    }

    @Test("A view removed by an if loses its state; shown again, it starts over")
    func ifFalseDestroysState() throws {
        let host = ViewHost(Switcher())
        try host.tap(.button("shown: 0"))
        try host.tap(.button("shown: 1"))
        try host.tap(.button("Show/hide"))
        #expect(!host.contains(.button("shown: 2")))
        try host.tap(.button("Show/hide"))
        #expect(host.contains(.button("shown: 0")), "\(host.render())")
    }

    @Test("The two branches of an if/else are different views, even of the same type")
    func branchesHaveDifferentIdentity() throws {
        let host = ViewHost(Switcher())
        try host.tap(.button("branch: 0"))
        try host.tap(.button("Switch branch"))
        #expect(host.contains(.button("branch: 0")))
    }

    @Test("Changing an explicit .id makes a new view with fresh state")
    func explicitIDResetsState() throws {
        let host = ViewHost(Switcher())
        try host.tap(.button("keyed: 0"))
        #expect(host.contains(.button("keyed: 1")))
        try host.tap(.button("Reset"))
        #expect(host.contains(.button("keyed: 0")))
    }

    @Test("ForEach rows are identified by id: inserting a row keeps the others' state")
    func forEachKeepsRowStateByID() throws {
        struct Rows: View {
            @State private var names = ["b", "c"]
            var body: some View {
                VStack {
                    Button("Insert a") { names.insert("a", at: 0) }
                    ForEach(names, id: \.self) { name in
                        Tally(name: name)
                    }
                }
            }
        }
        let host = ViewHost(Rows())
        try host.tap(.button("c: 0"))
        try host.tap(.button("Insert a"))
        #expect(host.findAll(.kind("Button")).compactMap(\.label) == ["Insert a", "a: 0", "b: 0", "c: 1"])
    }

    @Test("ForEach over a range makes one row per integer")
    func forEachOverRange() {
        struct Numbers: View {
            var body: some View {
                VStack { ForEach(0..<4) { Text("row \($0)") } }
            }
        }
        #expect(ViewHost(Numbers()).texts == ["row 0", "row 1", "row 2", "row 3"])
    }

    @Test("003: popping a screen destroys its state; pushing it again starts at 0")
    func popDestroysState() throws {
        let host = ViewHost(ContentView())
        try host.follow(.link("Counter demo"))
        try host.tap(.button("+"))
        #expect(host.pushedScreenCount == 1)
        try host.goBack()
        #expect(host.pushedScreenCount == 0)
        try host.follow(.link("Counter demo"))
        #expect(host.contains(.text("0")))
    }

    @Test("onAppear runs when an identity appears, onDisappear when it leaves")
    func lifecycleCallbacks() throws {
        final class Log { var entries: [String] = [] }
        struct Logged: View {
            let log: Log
            var body: some View {
                Text("logged")
                    .onAppear { log.entries.append("appear") }
                    .onDisappear { log.entries.append("disappear") }
            }
        }
        struct Host: View {
            let log: Log
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("Toggle") { shows.toggle() }
                    if shows { Logged(log: log) }
                }
            }
        }
        let log = Log()
        let host = ViewHost(Host(log: log))
        #expect(log.entries == ["appear"])
        try host.tap(.button("Toggle"))
        try host.tap(.button("Toggle"))
        #expect(log.entries == ["appear", "disappear", "appear"])
    }

    @Test("onAppear may change state; the change is its own update")
    func onAppearMayWriteState() {
        struct Loader: View {
            @State private var text = "loading"
            var body: some View {
                Text(text).onAppear { text = "loaded" }
            }
        }
        let host = ViewHost(Loader())
        #expect(host.texts == ["loaded"])
        #expect(host.lastUpdate?.changes.first?.newValue == "loaded")
    }
}
