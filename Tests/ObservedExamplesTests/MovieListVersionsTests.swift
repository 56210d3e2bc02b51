@testable import ObservedExamples
import DataFlow
import Testing

/// Kodeco's three MovieLists: a plain property, `@ObservedObject`, `@StateObject`.
@MainActor
@Suite("MovieList in three versions (Kodeco)")
struct MovieListVersionsTests {
    /// Taps +, types a title in the Add Movie sheet and taps Add, as the tutorial's reader does.
    func addMovie(_ title: String, in host: ViewHost) throws {
        try host.tap(.button("plus"))
        try host.type(title, into: .textField("Title"))
        try host.tap(.button("Add"))
    }

    @Test("with a plain `var movieStore`, a new movie goes into the store but the list on screen does not show it")
    func aPlainPropertyNeverUpdates() throws {
        let list = PlainPropertyMovieList()
        let host = ViewHost(list)

        try addMovie("Arrival", in: host)

        #expect(list.movieStore.movies.map(\.title) == ["Arrival"], "the movie was created")
        #expect(!host.isPresentingSheet)
        #expect(!host.texts.contains("Arrival"), "but nothing told the list to update")
    }

    @Test("with @ObservedObject, the list shows the new movie as soon as it is added")
    func observedObjectUpdates() throws {
        let host = ViewHost(ObservedMovieList())

        try addMovie("Arrival", in: host)

        #expect(host.texts.contains("Arrival"))
    }

    @Test("with @ObservedObject created by the view, a parent update re-creates the store and the movie is lost")
    func observedObjectIsRecreatedByTheParent() throws {
        let host = ViewHost(MovieListParent(version: .observedObject))
        try addMovie("Arrival", in: host)
        #expect(host.texts.contains("Arrival"))

        try host.type("A", into: .textField("User Name"))

        #expect(host.texts.contains("Signed in as A"))
        #expect(
            !host.texts.contains("Arrival"),
            "the parent's body made a new ObservedMovieList, and with it a new, empty MovieStore")
    }

    @Test("with @StateObject, the store is created once for the view's identity and survives the parent's updates")
    func stateObjectSurvivesTheParent() throws {
        let host = ViewHost(MovieListParent(version: .stateObject))
        try addMovie("Arrival", in: host)

        try host.type("Ann", into: .textField("User Name"))

        #expect(host.texts.contains("Signed in as Ann"))
        #expect(host.texts.contains("Arrival"))
    }

    @Test(
        "the parent's updates re-evaluate the list's body each time, with either wrapper: only the store's lifetime differs"
    )
    func bothListsAreReEvaluated() throws {
        for version in [MovieListParent.Version.observedObject, .stateObject] {
            let host = ViewHost(MovieListParent(version: version))
            try host.type("A", into: .textField("User Name"))
            let bodies = try #require(host.lastUpdate).evaluatedBodies
            #expect(bodies.contains("MovieListParent"))
        }
    }
}
