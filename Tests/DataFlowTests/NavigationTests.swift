import DataFlow
import Testing

/// NavigationStack with a path, value links and navigationDestination, as SwiftUI documents them
/// (iOS 16's "Migrating to new navigation types" and the NavigationStack reference).
@MainActor
@Suite("Navigation stacks and paths")
struct NavigationTests {
    enum Route: Hashable {
        case profile(String)
        case settings
    }

    struct Counter: View {
        let title: String
        @State private var count = 0
        var body: some View {
            Button("\(title): \(count)") { count += 1 }
        }
    }

    struct TypedPathApp: View {
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Depth \(path.count)")
                    NavigationLink("Go to 1", value: 1)
                    Button("Jump to 3") { path = [1, 2, 3] }
                }
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Counter(title: "Screen \(number)")
                        NavigationLink("Next", value: number + 1)
                        Button("Pop to root") { path.removeAll() }
                    }
                }
            }
        }
    }

    @Test("A value link appends its value to the typed path; the destination for its type shows it")
    func valueLinkAppendsToPath() throws {
        let host = ViewHost(TypedPathApp())
        try host.follow(.link("Go to 1"))
        #expect(host.contains(.button("Screen 1: 0")))
        try host.follow(.link("Next"))
        #expect(host.contains(.button("Screen 2: 0")))
        #expect(host.pushedScreenCount == 2)
        let change = try #require(host.lastUpdate?.changes.first)
        #expect(change.source == "TypedPathApp.path" && change.newValue == "[1, 2]")
    }

    @Test("Writing the path pushes and pops in code; the host shows the top screen")
    func programmaticPath() throws {
        let host = ViewHost(TypedPathApp())
        try host.tap(.button("Jump to 3"))
        #expect(host.pushedScreenCount == 3)
        #expect(host.contains(.button("Screen 3: 0")))
        try host.tap(.button("Pop to root"))
        #expect(host.pushedScreenCount == 0)
        #expect(host.texts.contains("Depth 0"))
    }

    @Test("Going back pops the top value and writes the shorter path back to the binding; popped state is gone")
    func goBackWritesPath() throws {
        let host = ViewHost(TypedPathApp())
        try host.follow(.link("Go to 1"))
        try host.tap(.button("Screen 1: 0"))
        try host.follow(.link("Next"))
        try host.goBack()
        #expect(host.contains(.button("Screen 1: 1")), "the screen beneath keeps its state")
        #expect(host.lastUpdate?.changes.first?.newValue == "[1]")
        try host.goBack()
        try host.follow(.link("Go to 1"))
        #expect(host.contains(.button("Screen 1: 0")), "a popped screen's state is destroyed")
    }

    @Test("NavigationPath holds values of several types, each shown by its own destination")
    func navigationPathMixesTypes() throws {
        struct App: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Text("Count \(path.count), empty \(path.isEmpty)")
                        NavigationLink("Profile", value: Route.profile("ada"))
                        NavigationLink("Item 7", value: 7)
                        Button("Back in code") { path.removeLast() }
                    }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .profile(let name): Text("Profile of \(name)")
                        case .settings: Text("Settings")
                        }
                    }
                    .navigationDestination(for: Int.self) { id in
                        VStack {
                            Text("Item \(id)")
                            NavigationLink("Settings", value: Route.settings)
                        }
                    }
                }
            }
        }
        let host = ViewHost(App())
        #expect(host.texts.contains("Count 0, empty true"))
        try host.follow(.link("Item 7"))
        try host.follow(.link("Settings"))
        #expect(host.texts == ["Settings"])
        #expect(host.pushedScreenCount == 2)
        try host.goBack()
        #expect(host.texts.contains("Item 7"))
        try host.goBack()
        try host.follow(.link("Profile"))
        #expect(host.texts == ["Profile of ada"])
    }

    @Test("A value link whose type has no navigationDestination cannot be activated, and the error says what to add")
    func missingDestination() throws {
        struct App: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Orphan", value: "text")
                }
            }
        }
        let host = ViewHost(App())
        let error = #expect(throws: DataFlowError.self) { try host.follow(.link("Orphan")) }
        #expect(error?.description.contains("navigationDestination(for: String.self)") == true)
    }

    @Test("A typed path cannot hold a value of another type")
    func typedPathRejectsOtherTypes() throws {
        struct App: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Word", value: "word")
                        .navigationDestination(for: String.self) { Text($0) }
                }
            }
        }
        let host = ViewHost(App())
        #expect(throws: DataFlowError.self) { try host.follow(.link("Word")) }
        #expect(host.pushedScreenCount == 0)
    }

    @Test("navigationDestination(isPresented:) pushes while the binding is true; going back sets it to false")
    func isPresentedDestination() throws {
        struct App: View {
            @State private var showsDetail = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("Detail shown: \(showsDetail)")
                        Button("Show detail") { showsDetail = true }
                    }
                    .navigationDestination(isPresented: $showsDetail) {
                        Counter(title: "Detail")
                    }
                }
            }
        }
        let host = ViewHost(App())
        try host.tap(.button("Show detail"))
        #expect(host.pushedScreenCount == 1)
        #expect(host.contains(.button("Detail: 0")))
        try host.goBack()
        #expect(host.pushedScreenCount == 0)
        #expect(host.texts.contains("Detail shown: false"))
    }

    @Test("The closure form NavigationLink { Destination() } label: { ... } pushes its destination")
    func closureFormLink() throws {
        struct App: View {
            var body: some View {
                NavigationStack {
                    NavigationLink {
                        Counter(title: "Pushed")
                    } label: {
                        Text("Go")
                    }
                }
            }
        }
        let host = ViewHost(App())
        try host.follow(.link("Go"))
        #expect(host.contains(.button("Pushed: 0")))
    }

    @Test("A link with a nil value does nothing, as SwiftUI's does")
    func nilValueLink() throws {
        struct App: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Nothing", value: Int?.none)
                        .navigationDestination(for: Int.self) { Text("\($0)") }
                }
            }
        }
        let host = ViewHost(App())
        #expect(throws: DataFlowError.self) { try host.follow(.link("Nothing")) }
    }

    @Test("A navigationDestination declared on a pushed screen handles values pushed from that screen")
    func destinationDeclaredOnPushedScreen() throws {
        struct Album: Hashable { let title: String }
        struct Song: Hashable { let name: String }
        struct Library: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Abbey Road", value: Album(title: "Abbey Road"))
                        .navigationDestination(for: Album.self) { album in
                            NavigationLink("Something", value: Song(name: "Something"))
                                .navigationDestination(for: Song.self) { song in
                                    Text("\(song.name) from \(album.title)")
                                }
                        }
                }
            }
        }
        let host = ViewHost(Library())
        try host.follow(.link("Abbey Road"))
        try host.follow(.link("Something"))
        #expect(host.texts == ["Something from Abbey Road"])
    }

    @Test("Emptying the path also pops a destination link's screen pushed above those values")
    func shorteningPathPopsLinkScreensAbove() throws {
        struct App: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("One", value: 1)
                        .navigationDestination(for: Int.self) { number in
                            NavigationLink("Details of \(number)") {
                                Button("Home") { path = [] }
                            }
                        }
                }
            }
        }
        let host = ViewHost(App())
        try host.follow(.link("One"))
        try host.follow(.link("Details of 1"))
        #expect(host.pushedScreenCount == 2)
        try host.tap(.button("Home"))
        #expect(host.pushedScreenCount == 0)
        #expect(host.contains(.link("One")))
    }
}
