// Hidden checks for env-migrate-observable (Chapters/04-Environment/Exercises/AccountRoot.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-migrate-observable: Migrate the environment object to @Observable")
struct AccountRootChecks {
    @Test("the screen works as before: typing a name and changing the genre show on the badges")
    func behavesAsBefore() throws {
        let host = ViewHost(AccountRoot())
        try host.type("ie", into: .textField("User Name"))
        try host.tap(.button("Make Comedy my favorite"))

        #expect(
            host.texts.contains("Name: annie") && host.texts.contains("Genre: Comedy"),
            "After typing \"ie\" and tapping the button, the badges should say \"Name: annie\" and \"Genre: Comedy\". The screen shows:\n\(host.render())"
        )
    }

    @Test("changing the genre runs GenreBadge only: not NameBadge, not AccountOverview")
    func onlyTheGenreReaderRuns() throws {
        let host = ViewHost(AccountRoot())

        try host.tap(.button("Make Comedy my favorite"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("GenreBadge"),
            "Changing the genre should re-evaluate GenreBadge. Bodies that ran: \(bodies.joined(separator: ", "))")
        #expect(
            !bodies.contains("NameBadge") && !bodies.contains("AccountOverview"),
            "Changing the genre should not run NameBadge or AccountOverview, which do not read it. Bodies that ran: \(bodies.joined(separator: ", ")). An @EnvironmentObject's every reader runs on any change; with @Observable and @Environment(LibraryAccount.self), only the readers of the changed property do."
        )
    }

    @Test("typing a name runs NameBadge and not GenreBadge")
    func onlyTheNameReaderRuns() throws {
        let host = ViewHost(AccountRoot())

        try host.type("!", into: .textField("User Name"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("NameBadge") && !bodies.contains("GenreBadge"),
            "Typing a name should re-evaluate NameBadge and not GenreBadge. Bodies that ran: \(bodies.joined(separator: ", "))"
        )
    }
}
