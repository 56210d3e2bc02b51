import DataFlow
import Testing

/// Combine's `ObservableObject` and `@Published`, and SwiftUI's `@ObservedObject`, as seeds 000,
/// 001 and 003 describe them.
@MainActor
@Suite("ObservableObject, @Published and @ObservedObject")
struct ObservableObjectTests {
    @Test("A plain property holding a class never updates the view (seed 000's first MovieList)")
    func plainPropertyNeverUpdates() throws {
        let host = ViewHost(PlainMovieList())
        try host.tap(.button("Add"))
        #expect(host.contains(.text("0 movies")))
        #expect(host.updates.count == 1, "nothing changed that SwiftUI knows of: no update after the mount")
    }

    @Test("@ObservedObject re-evaluates the view when a @Published property changes, and the trace names the property")
    func observedObjectUpdates() throws {
        let host = ViewHost(ObservedMovieList())
        try host.tap(.button("Add"))
        #expect(host.contains(.text("1 movies")))
        let update = try #require(host.lastUpdate)
        #expect(update.changes.map(\.description) == [#"MovieStore.movies (@Published): [] → ["Up"]"#])
        #expect(update.evaluatedBodies == ["ObservedMovieList"])
    }

    @Test("A hand-written objectWillChange (seed 001's PassthroughSubject<Void, Never>) invalidates the observing view")
    func handWrittenPassthroughSubject() throws {
        let host = ViewHost(PodcastView(model: PodcastPlayerStore()))
        try host.tap(.button("Next"))
        #expect(host.contains(.text("Episode 2")))
        #expect(host.lastUpdate?.changes.map(\.description) == ["PodcastPlayerStore (objectWillChange.send())"])
    }

    @Test("objectWillChange sent in willSet (seed 003) invalidates the observing view")
    func willSetSend() throws {
        let host = ViewHost(AppStateCounter(state: CountState()))
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        #expect(host.contains(.text("2")))
    }

    @Test("A change made outside the views (another object, a test) updates the views observing the object")
    func changeFromOutside() {
        let store = UserStore()
        let host = ViewHost(NameForm(userStore: store))
        store.draftName = "Kim"
        #expect(host.contains(.text("Hello Kim")))
    }

    @Test("$object.property is a binding into an observed object: typing writes the @Published property")
    func bindingIntoObservedObject() throws {
        let store = UserStore()
        let host = ViewHost(NameForm(userStore: store))
        try host.type("Ann", into: .textField("Name"))
        #expect(store.draftName == "Ann")
        #expect(host.contains(.text("Hello Ann")))
    }

    @Test(
        "Observation is per object: a view holding the object is re-evaluated even if its body reads another property")
    func perObjectObservation() throws {
        struct ShowsOnlyName: View {
            @ObservedObject var userStore: UserStore
            var body: some View { Text(userStore.draftName) }
        }
        let store = UserStore()
        let host = ViewHost(ShowsOnlyName(userStore: store))
        store.currentUserInfo = UserInfo(userName: "a", favoriteGenre: "b")
        #expect(host.lastUpdate?.evaluatedBodies == ["ShowsOnlyName"])
    }

    @Test("_printChanges names the observed object's property: `_model changed.`")
    func printChangesNamesTheWrapper() throws {
        struct Printing: View {
            @ObservedObject var model: CountState
            var body: some View {
                let _ = Self._printChanges()
                Button("+") { model.count += 1 }
            }
        }
        let host = ViewHost(Printing(model: CountState()))
        try host.tap(.button("+"))
        #expect(host.printedChanges == ["Printing: @self, @identity, _model changed.", "Printing: _model changed."])
    }

    final class BackgroundStore: ObservableObject, @unchecked Sendable {
        @Published var value = 0
    }

    @Test("Publishing from a background thread raises SwiftUI's warning; the view still updates on the main actor")
    func publishingFromBackgroundThread() async {
        struct ValueView: View {
            @ObservedObject var store: BackgroundStore
            var body: some View { Text("value \(store.value)") }
        }
        let store = BackgroundStore()
        let host = ViewHost(ValueView(store: store))
        await Task.detached { store.value = 1 }.value
        for _ in 0..<20 { await Task.yield() }
        #expect(host.contains(.text("value 1")))
        #expect(
            host.warnings.contains { $0.message.hasPrefix("Publishing changes from background threads is not allowed") }
        )
    }
}
