import DataFlow
import Testing

/// `@StateObject` versus `@ObservedObject`: who owns the object, and for how long (seed 000).
@MainActor
@Suite("@StateObject and @ObservedObject lifetimes")
struct StateObjectLifetimeTests {
    @Test(
        "An @ObservedObject created with the view value is created again when the parent re-evaluates: the data is lost"
    )
    func observedObjectIsRecreated() throws {
        let host = ViewHost(MovieScreen { ObservedMovieList() })
        try host.tap(.button("Add"))
        #expect(host.contains(.text("1 movies")))
        try host.tap(.button("Refresh"))
        #expect(
            host.contains(.text("0 movies")), "the parent made a new ObservedMovieList, and with it a new MovieStore")
    }

    @Test("A @StateObject is created once per identity: the parent's re-evaluation keeps it")
    func stateObjectSurvives() throws {
        let host = ViewHost(MovieScreen { StateMovieList() })
        try host.tap(.button("Add"))
        try host.tap(.button("Refresh"))
        #expect(host.contains(.text("1 movies")))
    }

    final class Counted: ObservableObject {
        nonisolated(unsafe) static var made = 0
        @Published var value = 0
        init() { Counted.made += 1 }
    }

    struct Owner: View {
        @StateObject var model = Counted()
        var body: some View { Text("\(model.value)") }
    }

    @Test("A @StateObject's autoclosure runs once per identity; later view values' autoclosures are ignored")
    func autoclosureRunsOnce() throws {
        Counted.made = 0
        let host = ViewHost(MovieScreen { Owner() })
        try host.tap(.button("Refresh"))
        try host.tap(.button("Refresh"))
        #expect(Counted.made == 1)
    }

    @Test("A @StateObject is destroyed with its identity: when the view comes back, it gets a new object")
    func stateObjectDiesWithIdentity() throws {
        struct Toggler: View {
            @State private var shown = true
            var body: some View {
                VStack {
                    Button("Toggle") { shown.toggle() }
                    if shown { StateMovieList() }
                }
            }
        }
        let host = ViewHost(Toggler())
        try host.tap(.button("Add"))
        try host.tap(.button("Toggle"))
        try host.tap(.button("Toggle"))
        #expect(host.contains(.text("0 movies")))
    }

    @Test("Reading a @StateObject before the view is mounted makes a new object each time, with SwiftUI's warning")
    func readBeforeMount() {
        let list = StateMovieListProbe()
        _ = list.count
        let host = ViewHost(Text("x"))
        #expect(host.warnings.contains { $0.message.contains("without being installed on a View") })
    }

    struct StateMovieListProbe: View {
        @StateObject var store = MovieStore()
        var count: Int { store.movies.count }
        var body: some View { Text("\(count)") }
    }

    final class NamedStore: ObservableObject {
        @Published var name: String
        init(name: String) { self.name = name }
    }

    struct NamedView: View {
        @StateObject private var store: NamedStore
        init(name: String) {
            _store = StateObject(wrappedValue: NamedStore(name: name))
        }
        var body: some View {
            VStack {
                Text("store \(store.name)")
                TextField("Name", text: $store.name)
            }
        }
    }

    struct Renamer: View {
        @State private var name = "first"
        var body: some View {
            VStack {
                Button("Rename") { name = "second" }
                NamedView(name: name)
            }
        }
    }

    @Test("_store = StateObject(wrappedValue:) in init: a later init with another argument does not replace the object")
    func explicitInitIgnoredLater() throws {
        let host = ViewHost(Renamer())
        try host.tap(.button("Rename"))
        #expect(host.contains(.text("store first")))
    }

    @Test("$store.property binds into a @StateObject")
    func bindingIntoStateObject() throws {
        let host = ViewHost(NamedView(name: "a"))
        try host.type("b", into: .textField("Name"))
        #expect(host.contains(.text("store ab")))
    }
}
