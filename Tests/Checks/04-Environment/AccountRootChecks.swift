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

    @Test("a name set on the account by other code shows in the editor's field: the field reads the account")
    func outsideChangesReachTheField() throws {
        // The check owns the account and changes it itself, as a sign-in elsewhere would.
        let account = LibraryAccount()
        // Written for any LibraryAccount, migrated or not, so that the checks compile against both.
        guard let observable = account as AnyObject as? any AnyObject & Observable else {
            Issue.record(
                "LibraryAccount is not @Observable yet, so it cannot be provided with `.environment(account)`: migrate it first."
            )
            return
        }
        let host = ViewHost(editor(with: observable))

        account.userName = "bob"
        host.settle()

        let shown = (try? host.find(.textField("User Name")).value) ?? "no field"
        #expect(
            shown == "bob",
            "The LibraryAccount's userName was set to \"bob\" by other code; the User Name field should now show it. It shows \(shown), so the field does not read the account: a @State copy of the name (even one written back with onChange) changes only with its own typing. Bind the field into the account: `@Bindable var account = account` in the body, then `$account.userName`. The screen shows:\n\(host.render())"
        )
    }

    /// AccountEditor with `object` in the environment, the way AccountRoot provides its account.
    private func editor<T: AnyObject & Observable>(with object: T) -> AnyView {
        AnyView(AccountEditor().environment(object))
    }

    @Test(
        "the account the readers share is the one AccountRoot owns, and it survives AccountRoot's parent running its body again"
    )
    func theRootsOwnAccountChanges() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.button("Make Comedy my favorite"))

        let graph = host.dataFlowGraph
        let root = graph.views.first { $0.name == "AccountRoot" }
        let readers = graph.views.filter { ["NameBadge", "GenreBadge", "AccountEditor"].contains($0.name) }
        // The first reader of an object the root does not own, if any: one message is enough.
        readers: for reader in readers {
            for use in reader.reads {
                guard let source = graph.source(use.sourceID), source.name == "LibraryAccount" else { continue }
                let owned = root.map { source.ownerViewID == $0.id } ?? false
                let keptInLet = root?.reads.first { $0.sourceID == source.id }
                let advice: String
                if let keptInLet {
                    advice =
                        "AccountRoot holds it in `\(keptInLet.through) \(keptInLet.property ?? "account")`, which does not own it: every new AccountRoot value makes a new LibraryAccount. Own it with @State (`@State private var account = LibraryAccount()`) and provide that one."
                } else if source.providerViewID == root?.id, source.ownerViewID == nil {
                    advice =
                        "AccountRoot provides a LibraryAccount it does not own: one made where it is provided, `.environment(LibraryAccount())`, is not the one in AccountRoot's @State, and each run of the body makes another. Provide the one AccountRoot owns: `.environment(account)`."
                } else {
                    advice = "The readers must all read the LibraryAccount AccountRoot owns, from the environment."
                }
                #expect(
                    owned,
                    "\(reader.name) reads a LibraryAccount AccountRoot does not own (\(source)). \(advice) Where each source lives:\n\(graph)"
                )
                if !owned { break readers }
            }
        }

        try host.tap(.button("Rebuild the parent"))
        #expect(
            host.texts.contains("Genre: Comedy"),
            "The genre was set to Comedy, then AccountRoot's parent ran its body again, making a new AccountRoot value. The badge should still say \"Genre: Comedy\": the account must live as long as AccountRoot's place on screen (@State), not as long as one AccountRoot value. The screen shows:\n\(host.render())"
        )
    }
}

/// A parent that makes a new AccountRoot value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            AccountRoot()
        }
    }
}
