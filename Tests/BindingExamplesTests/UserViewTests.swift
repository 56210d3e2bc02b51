@testable import BindingExamples
import DataFlow
import Testing

/// Seed 000 on `UserView`: a text field bound to `userName`, and a title built from it.
@MainActor
@Suite("UserView binds a TextField to userName (seed 000)")
struct UserViewTests {
    @Test("typing updates the recorded navigation title with every character (DataFlow records it wherever it is set)")
    func theTitleFollowsEachCharacter() throws {
        let host = ViewHost(UserView())
        #expect(host.navigationTitle == " Info")

        var typed = ""
        for character in "Ann" {
            try host.type(String(character), into: .textField("User Name"))
            typed.append(character)
            #expect(host.navigationTitle == "\(typed) Info")
        }
    }

    @Test("the trace shows one update per character, each changing UserView.userName")
    func oneUpdatePerCharacter() throws {
        let host = ViewHost(UserView())
        try host.type("Ann", into: .textField("User Name"))

        let typing = host.updates.dropFirst()  // the first update is the mount
        #expect(typing.count == 3)
        #expect(
            typing.flatMap(\.changes).map(\.description) == [
                "UserView.userName (@State):  → A",
                "UserView.userName (@State): A → An",
                "UserView.userName (@State): An → Ann",
            ])
    }

    @Test("the text field shows the state it is bound to")
    func theFieldShowsTheState() throws {
        let host = ViewHost(UserView())
        try host.type("Ann", into: .textField("User Name"))
        #expect(try host.find(.textField("User Name")).value == "Ann")
    }

    @Test("picking in the Favorite Genre section changes UserView's favoriteGenre")
    func pickingChangesTheFavoriteGenre() throws {
        let host = ViewHost(UserView())
        try host.pick("Drama")
        #expect(host.lastUpdate?.changes.map(\.description) == ["UserView.favoriteGenre (@State):  → Drama"])
    }

    @Test("the Update button sits in the navigation bar and, until chapter 4 fills updateUserInfo(), changes no state")
    func theUpdateButtonIsThere() throws {
        let host = ViewHost(UserView())
        try host.tap(.button("Update"))  // updateUserInfo() is empty until chapter 4
        #expect(
            host.updates.flatMap(\.changes).isEmpty,
            "no state changed:\n\(host.updates.map(String.init(describing:)).joined(separator: "\n"))")
    }
}
