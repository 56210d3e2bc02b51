// Hidden checks for env-prop-drilling (Chapters/04-Environment/Exercises/ReaderApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-prop-drilling: Replace prop drilling with the environment")
struct ReaderAppChecks {
    @Test("Larger grows the size control's number and every cover's size")
    func largerReachesEveryCover() throws {
        let host = ViewHost(ReaderApp())

        try host.tap(.button("Larger"))

        #expect(
            host.texts.contains("Size: 16") && host.texts.contains("Emma (16 pt)")
                && host.texts.contains("Dune (16 pt)"),
            "After Larger, the control should say \"Size: 16\" and both covers \"(16 pt)\". The screen shows:\n\(host.render())"
        )
    }

    @Test("a change runs the covers and the size control, not LibraryScreen or ShelfView")
    func theViewsInBetweenDoNotRun() throws {
        let host = ViewHost(ReaderApp())

        try host.tap(.button("Larger"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("BookCover") && bodies.contains("FontSizeControl"),
            "Larger should re-evaluate BookCover and FontSizeControl, which show the size. Bodies that ran: \(bodies.joined(separator: ", "))"
        )
        #expect(
            !bodies.contains("LibraryScreen") && !bodies.contains("ShelfView"),
            "LibraryScreen and ShelfView do not use the settings, so a change should not run them. Bodies that ran: \(bodies.joined(separator: ", "))"
        )
    }

    @Test("LibraryScreen and ShelfView hold nothing: the settings are not passed through them")
    func theViewsInBetweenHoldNothing() throws {
        let host = ViewHost(ReaderApp())

        let library = try host.inputs(of: .view(LibraryScreen.self))
        let shelf = try host.inputs(of: .view(ShelfView.self))

        #expect(
            library.isEmpty && shelf.isEmpty,
            "LibraryScreen and ShelfView should have no stored properties: they only lay out views that read the settings from the environment. LibraryScreen holds: \(library.isEmpty ? "nothing" : library.map(\.description).joined(separator: ", ")); ShelfView holds: \(shelf.isEmpty ? "nothing" : shelf.map(\.description).joined(separator: ", "))."
        )
    }
}
