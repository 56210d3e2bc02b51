@testable import BindingExamples
import DataFlow
import Testing

/// Seed 000 on `GenrePicker`: a reusable picker bound to a genre it does not own.
@MainActor
@Suite("GenrePicker, reused by AddMovie and UserView (seed 000)")
struct GenrePickerTests {
    @Test("the picker's rows are Movie.possibleGenres, shown with a wheel style")
    func theRowsAreThePossibleGenres() throws {
        let host = ViewHost(GenrePicker(genre: .constant("Action")))
        #expect(host.texts == Movie.possibleGenres)
        #expect(try host.find(.picker()).attribute("pickerStyle") == "wheel")
    }

    @Test("the preview binds to .constant(\"Action\"), so the picker shows Action")
    func thePreviewShowsAction() throws {
        let host = ViewHost(GenrePicker_Previews.previews)
        #expect(try host.find(.picker()).value == "Action")
    }

    @Test("a .constant binding ignores writes: picking Comedy in the preview leaves it on Action")
    func aConstantBindingIgnoresWrites() throws {
        let host = ViewHost(GenrePicker_Previews.previews)
        try host.pick("Comedy")
        #expect(try host.find(.picker()).value == "Action")
        #expect(host.updates.flatMap(\.changes).isEmpty, "no state anywhere changed")
    }

    @Test("picking in GenrePicker changes AddMovie's genre")
    func pickingChangesAddMoviesGenre() throws {
        let host = ViewHost(AddMovie())
        try host.pick("Comedy")

        #expect(host.lastUpdate?.changes.map(\.description) == ["AddMovie.genre (@State):  → Comedy"])
        #expect(try host.find(.picker()).value == "Comedy")
    }

    @Test("AddMovie hands over the genre picked in GenrePicker when Add is tapped")
    func addUsesThePickedGenre() throws {
        var added: [Movie] = []
        let host = ViewHost(AddMovie(onAdd: { added.append($0) }))
        try host.type("Alien", into: .textField("Title"))
        try host.pick("Sci-Fi")
        try host.tap(.button("Add"))
        #expect(added == [Movie(title: "Alien", genre: "Sci-Fi", rating: 3)])
    }

    @Test("each parent owns its own genre: picking in one leaves the other alone")
    func eachParentOwnsItsGenre() throws {
        let user = ViewHost(UserView())
        let addMovie = ViewHost(AddMovie())
        try user.pick("Horror")
        #expect(try user.find(.picker()).value == "Horror")
        #expect(try addMovie.find(.picker()).value == "")
    }
}
