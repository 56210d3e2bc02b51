import DataFlow
import Testing

/// `host.dataFlowGraph`: who owns each source of truth, who reads it, where bindings lead and who
/// provides environment values, read from the running runtime. Each claim is one SwiftUI rule.
@MainActor
@Suite("The data-flow graph of a mounted tree")
struct DataFlowGraphTests {
    struct Episode: Equatable {
        var title = "Data Flow"
        var isFavorite = false
    }

    struct Player: View {
        @State private var isPlaying = false
        @State private var episode = Episode()
        var body: some View {
            VStack {
                Text(episode.title)
                PlayButton(isPlaying: $isPlaying)
                FavoriteButton(isFavorite: $episode.isFavorite)
                PlayButton(isPlaying: .constant(true))
                Toggle("Playing", isOn: $isPlaying)
            }
        }
    }

    struct PlayButton: View {
        @Binding var isPlaying: Bool
        var body: some View {
            Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
        }
    }

    struct FavoriteButton: View {
        @Binding var isFavorite: Bool
        var body: some View { Text(isFavorite ? "★" : "☆") }
    }

    @Test(
        "A @State belongs to the view that declares it; reading it in a body makes the reader depend on it, owning it does not (WWDC19 226)"
    )
    func stateOwnedAndRead() throws {
        let graph = ViewHost(Player()).dataFlowGraph
        let isPlaying = try #require(graph.source("Player.isPlaying"))
        #expect(isPlaying.kind == "@State")
        #expect(isPlaying.valueType == "Bool")
        #expect(isPlaying.value == "false")
        #expect(isPlaying.ownerViewID == "Player")
        #expect(graph.view("Player")?.owns == ["Player.isPlaying", "Player.episode"])
        // Player reads episode (its title) but only hands isPlaying down: the body does not depend on it.
        let playerReads = graph.view("Player")?.reads ?? []
        #expect(playerReads.contains(SourceUse(sourceID: "Player.episode", through: "body", property: nil)))
        #expect(!playerReads.contains(SourceUse(sourceID: "Player.isPlaying", through: "body", property: nil)))
        #expect(graph.readers(of: "Player.isPlaying").map(\.id).contains("PlayButton"))
    }

    @Test("A control bound to state reads it on its own behalf: the Toggle, not the body, depends on isPlaying")
    func controlReadsThroughItsBinding() throws {
        let graph = ViewHost(Player()).dataFlowGraph
        #expect(
            graph.view("Player")?.reads.contains(
                SourceUse(sourceID: "Player.isPlaying", through: "Toggle", property: nil)) == true)
    }

    @Test(
        "A @Binding leads to the source it was projected from, through the members $ followed; a constant leads nowhere"
    )
    func bindingsLeadToTheirSource() throws {
        let graph = ViewHost(Player()).dataFlowGraph
        #expect(graph.view("PlayButton")?.bindings.map(\.target) == ["Player.isPlaying"])
        #expect(graph.view("FavoriteButton")?.bindings.map(\.target) == ["Player.episode.isFavorite"])
        #expect(graph.view("FavoriteButton")?.bindings.first?.members == ["isFavorite"])
        #expect(graph.view("PlayButton 2")?.bindings.map(\.target) == ["constant true"])
        #expect(graph.view("PlayButton 2")?.bindings.first?.sourceID == nil)
    }

    @Test("The graph follows the tree: after a change the values are new, the structure the same")
    func graphShowsCurrentValues() throws {
        let host = ViewHost(Player())
        try host.tap(.button("Play"))
        #expect(host.dataFlowGraph.source("Player.isPlaying")?.value == "true")
    }

    final class MovieStore: ObservableObject {
        @Published var movies: [String] = []
    }

    struct OwningList: View {
        @StateObject private var store = MovieStore()
        var body: some View {
            VStack {
                ObservingList(store: store)
                PlainList(store: store)
            }
        }
    }

    struct ObservingList: View {
        @ObservedObject var store: MovieStore
        var body: some View { Text("\(store.movies.count)") }
    }

    struct PlainList: View {
        let store: MovieStore
        var body: some View { Text("\(store.movies.count)") }
    }

    @Test(
        "@StateObject owns its object; @ObservedObject observes one owned elsewhere; a plain let holds it without observing (Kodeco's Fave Flicks)"
    )
    func objectsOwnedObservedAndHeld() throws {
        let graph = ViewHost(OwningList()).dataFlowGraph
        let store = try #require(graph.source("MovieStore"))
        #expect(store.kind == "@StateObject")
        #expect(store.ownerViewID == "OwningList")
        #expect(
            graph.view("ObservingList")?.reads == [
                SourceUse(sourceID: "MovieStore", through: "@ObservedObject", property: "store")
            ])
        #expect(
            graph.view("PlainList")?.reads == [
                SourceUse(sourceID: "MovieStore", through: "let (not observed)", property: "store")
            ])
    }

    final class UserStore: ObservableObject {
        @Published var name = "Ann"
    }

    struct Root: View {
        @StateObject private var users = UserStore()
        var body: some View {
            Middle()
                .environmentObject(users)
                .environment(\.colorScheme, .dark)
        }
    }

    struct Middle: View {
        var body: some View { Leaf() }
    }

    struct Leaf: View {
        @EnvironmentObject var users: UserStore
        @Environment(\.colorScheme) var colorScheme
        var body: some View { Text(users.name) }
    }

    @Test(
        "An environment object or value is provided by the view whose body sets it and read far below; the views between know nothing of it"
    )
    func environmentProvidedAndRead() throws {
        let graph = ViewHost(Root()).dataFlowGraph
        let reads = graph.view("Leaf")?.reads ?? []
        #expect(reads.contains(SourceUse(sourceID: "UserStore", through: "@EnvironmentObject", property: "users")))
        let colorScheme = try #require(graph.sources.first { $0.name == "\\.colorScheme" })
        #expect(colorScheme.kind == "environment value")
        #expect(colorScheme.value == "dark")
        #expect(colorScheme.providerViewID == "Root")
        #expect(reads.contains(SourceUse(sourceID: colorScheme.id, through: "@Environment", property: "colorScheme")))
        #expect(graph.view("Root")?.provides.map(\.through).sorted() == [".environment", ".environmentObject"])
        #expect(graph.view("Middle")?.reads == [])
    }

    @Test(
        "An object set on the mounted root is provided by the code that mounted it; a value nobody sets is the default")
    func environmentFromTheHost() throws {
        let graph = ViewHost(Leaf().environmentObject(UserStore())).dataFlowGraph
        #expect(graph.source("UserStore")?.providerViewID == DataFlowGraph.hostID)
        let colorScheme = try #require(graph.sources.first { $0.name == "\\.colorScheme" })
        #expect(colorScheme.providerViewID == nil)
        #expect(colorScheme.value == "light")
    }

    @Observable final class Profile {
        var visits = 0
    }

    struct ProfileView: View {
        @State private var profile = Profile()
        var body: some View { ProfileBadge(profile: profile) }
    }

    struct ProfileBadge: View {
        let profile: Profile
        var body: some View { Text("\(profile.visits)") }
    }

    @Test(
        "An @Observable object in @State is owned by its view; a view given it in a let observes the properties it reads"
    )
    func observableOwnedAndHeld() throws {
        let graph = ViewHost(ProfileView()).dataFlowGraph
        let profile = try #require(graph.source("Profile"))
        #expect(profile.kind == "@Observable")
        #expect(profile.ownerViewID == "ProfileView")
        #expect(
            graph.view("ProfileBadge")?.reads == [SourceUse(sourceID: "Profile", through: "let", property: "profile")])
    }

    @Test("The view acting on an element is the one whose body made it: tapping Play runs PlayButton's action")
    func actingView() {
        let host = ViewHost(Player())
        #expect(host.actingView(of: .button("Play")) == "PlayButton")
        #expect(host.actingView(of: .toggle("Playing")) == "Player")
        #expect(host.actingView(of: .button("Nothing")) == nil)
    }

    @Test("Inspecting records no dependency: the next change evaluates the same bodies as without it")
    func inspectionChangesNothing() throws {
        let host = ViewHost(Player())
        _ = host.dataFlowGraph
        try host.tap(.button("Play"))
        #expect(host.lastUpdate?.evaluatedBodies == ["PlayButton"])
    }
}
