import DataFlow
import Testing

/// Navigation forms real apps use that Apple declares as
/// https://developer.apple.com/documentation/swiftui/navigationlink/init(isactive:destination:label:),
/// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:isactive:destination:)-6xw7h
/// and `init(tag:selection:destination:label:)` (the content-builder links of
/// https://developer.apple.com/documentation/swiftui/navigationlink-deprecated), and
/// https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle with its `.balanced`
/// and `.prominentDetail` styles.
@MainActor
@Suite struct NavigationOlderFormsTests {
    struct Home: View {
        @State private var showsPushed = false
        @State private var selection: Int?
        @State private var showsSettings = false
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink(isActive: $showsPushed) {
                        Text("Pushed screen")
                    } label: {
                        EmptyView()
                    }
                    NavigationLink("Settings", isActive: $showsSettings) {
                        Text("Settings screen")
                    }
                    NavigationLink(tag: 2, selection: $selection) {
                        Text("Second screen")
                    } label: {
                        Text("Second")
                    }
                    Button("Push") { showsPushed = true }
                    Text(showsPushed ? "pushed" : "home")
                }
            }
        }
    }

    @Test func aLinkWithABuiltDestinationPushesWhileItsBindingSaysSo() throws {
        let host = ViewHost(Home())
        try host.tap(.button("Push"))
        #expect(host.contains(.text("Pushed screen")))
        try host.goBack()
        #expect(host.contains(.text("home")))
        try host.tap(.link("Second"))
        #expect(host.contains(.text("Second screen")))
        try host.goBack()
        try host.tap(.link("Settings"))
        #expect(host.contains(.text("Settings screen")))
        try host.goBack()
        #expect(host.contains(.text("home")))
    }

    struct Companies: View {
        var body: some View {
            VStack {
                NavigationSplitView {
                    Text("Companies")
                } detail: {
                    Text("Employees")
                }
                .navigationSplitViewStyle(.balanced)
                NavigationSplitView {
                    Text("Teams")
                } detail: {
                    Text("Members")
                }
                .navigationSplitViewStyle(.prominentDetail)
            }
        }
    }

    @Test func aSplitViewStyleIsAMarkOnTheSplitView() {
        let tree = ViewHost(Companies()).render()
        #expect(tree.contains("navigationSplitViewStyle=balanced"), "\(tree)")
        #expect(tree.contains("navigationSplitViewStyle=prominentDetail"), "\(tree)")
        #expect(ViewHost(Companies()).texts.contains("Employees"))
    }
}
