@testable import EnvironmentExamples
import DataFlow
import Testing

/// Kodeco's Fave Flicks, chapter 4: one UserStore in the environment at the root, read by
/// MovieList, UserView and AddMovie.
@MainActor
@Suite("UserStore in the environment (Kodeco, Understanding Data Flow in SwiftUI)")
struct FaveFlicksEnvironmentTests {
    /// The user icon's link: the only navigation link on the movie list.
    let userLink = ElementQuery.kind(.navigationLink)

    /// Opens UserView, types a name, picks a genre and taps Update.
    func updateUser(name: String, genre: String, in host: ViewHost) throws {
        try host.tap(userLink)
        try host.type(name, into: .textField("User Name"))
        try host.pick(genre)
        try host.tap(.button("Update"))
    }

    @Test("with no user yet, MovieList shows only the person icon: currentUserInfo.map gives no Text")
    func noUserNoName() throws {
        let host = ViewHost(rootView: FaveFlicksScene.contentView())

        let link = try host.find(userLink)
        #expect(link.first(.image("person.fill")) != nil)
        #expect(link.texts.isEmpty)
    }

    @Test(
        "Update in UserView writes the UserStore, and MovieList, which reads the same store from the environment, shows the name"
    )
    func updateReachesMovieList() throws {
        let host = ViewHost(rootView: FaveFlicksScene.contentView())

        try updateUser(name: "Ann", genre: "Comedy", in: host)

        #expect(host.texts.contains("Ann"))
    }

    @Test("presentationMode.wrappedValue.dismiss() in updateUserInfo() closes UserView")
    func updateDismissesUserView() throws {
        let host = ViewHost(rootView: FaveFlicksScene.contentView())
        try host.tap(userLink)
        #expect(host.contains(.textField("User Name")))

        try host.tap(.button("Update"))

        #expect(!host.contains(.textField("User Name")))
        #expect(host.pushedScreenCount == 0)
    }

    @Test("onAppear fills UserView's form from the store when it opens again")
    func onAppearPrefillsTheForm() throws {
        let host = ViewHost(rootView: FaveFlicksScene.contentView())
        try updateUser(name: "Ann", genre: "Comedy", in: host)

        try host.tap(userLink)

        #expect(try host.find(.textField("User Name")).value == "Ann")
        // DataFlow records the title set outside UserView's own NavigationView (see UserView.swift).
        #expect(host.navigationTitle == "Ann Info")
        #expect(try host.find(.picker()).value == "Comedy")
    }

    @Test("AddMovie's onAppear starts the genre at the user's favourite")
    func addMovieDefaultsToTheFavoriteGenre() throws {
        let host = ViewHost(rootView: FaveFlicksScene.contentView())
        try updateUser(name: "Ann", genre: "Horror", in: host)

        try host.tap(.button("plus"))

        #expect(host.isPresentingSheet)
        #expect(try host.find(.picker()).value == "Horror")
    }

    @Test("the three views read one UserStore: a change made through the environment object is seen by all of them")
    func oneStoreForEveryView() throws {
        let store = UserStore()
        let host = ViewHost(MovieList().environmentObject(store))

        store.currentUserInfo = UserInfo(userName: "Bo", favoriteGenre: "Drama")

        #expect(host.texts.contains("Bo"))
        try host.tap(userLink)
        #expect(try host.find(.textField("User Name")).value == "Bo")
    }

    @Test("a change to the UserStore re-evaluates MovieList, the view that reads it")
    func theReaderIsReEvaluated() throws {
        let store = UserStore()
        let host = ViewHost(MovieList().environmentObject(store))

        store.currentUserInfo = UserInfo(userName: "Bo", favoriteGenre: "Drama")

        let update = try #require(host.lastUpdate)
        #expect(update.evaluatedBodies.contains("MovieList"))
    }
}
