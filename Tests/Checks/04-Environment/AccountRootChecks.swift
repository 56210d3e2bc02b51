// Hidden checks for env-migrate-observable (Chapters/04-Environment/Exercises/AccountRoot.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-migrate-observable: Migrate the environment object to @Observable")
struct AccountRootChecks {
    /// ko: 화면은 전과 같이 동작합니다: 이름을 입력하고 장르를 바꾸면 배지에 보입니다
    @Test("the screen works as before: typing a name and changing the genre show on the badges")
    func behavesAsBefore() throws {
        let host = ViewHost(AccountRoot())
        try host.type("ie", into: .textField("User Name"))
        try host.tap(.button("Make Comedy my favorite"))

        #expect(
            host.texts.contains("Name: annie") && host.texts.contains("Genre: Comedy"),
            Comment(
                en:
                    "After typing \"ie\" and tapping the button, the badges should say \"Name: annie\" and \"Genre: Comedy\". The screen shows:\n\(host.render())",
                ko: "\"ie\"를 입력하고 버튼을 탭한 뒤에는 배지가 \"Name: annie\"와 \"Genre: Comedy\"를 보여야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 장르를 바꾸면 GenreBadge만 실행됩니다: NameBadge도 AccountOverview도 실행되지 않습니다
    @Test("changing the genre runs GenreBadge only: not NameBadge, not AccountOverview")
    func onlyTheGenreReaderRuns() throws {
        let host = ViewHost(AccountRoot())

        try host.tap(.button("Make Comedy my favorite"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("GenreBadge"),
            Comment(
                en:
                    "Changing the genre should re-evaluate GenreBadge. Bodies that ran: \(bodies.joined(separator: ", "))",
                ko: "장르를 바꾸면 GenreBadge의 body가 재평가되어야 합니다. 실행된 body: \(bodies.joined(separator: ", "))"))
        #expect(
            !bodies.contains("NameBadge") && !bodies.contains("AccountOverview"),
            Comment(
                en:
                    "Changing the genre should not run NameBadge or AccountOverview, which do not read it. Bodies that ran: \(bodies.joined(separator: ", ")). An @EnvironmentObject's every reader runs on any change; with @Observable and @Environment(LibraryAccount.self), only the readers of the changed property do.",
                ko:
                    "장르를 바꿔도 장르를 읽지 않는 NameBadge와 AccountOverview는 실행되지 않아야 합니다. 실행된 body: \(bodies.joined(separator: ", ")). @EnvironmentObject는 무엇이 바뀌든 그 객체를 읽는 모든 뷰가 실행됩니다. @Observable과 @Environment(LibraryAccount.self)를 쓰면 바뀐 프로퍼티를 읽는 뷰만 실행됩니다."
            )
        )
    }

    /// ko: 이름을 입력하면 NameBadge가 실행되고 GenreBadge는 실행되지 않습니다
    @Test("typing a name runs NameBadge and not GenreBadge")
    func onlyTheNameReaderRuns() throws {
        let host = ViewHost(AccountRoot())

        try host.type("!", into: .textField("User Name"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("NameBadge") && !bodies.contains("GenreBadge"),
            Comment(
                en:
                    "Typing a name should re-evaluate NameBadge and not GenreBadge. Bodies that ran: \(bodies.joined(separator: ", "))",
                ko:
                    "이름을 입력하면 NameBadge의 body는 재평가되고 GenreBadge의 body는 재평가되지 않아야 합니다. 실행된 body: \(bodies.joined(separator: ", "))"
            )
        )
    }

    /// ko: 다른 코드가 계정에 설정한 이름이 편집 화면의 필드에 보입니다: 필드는 계정을 읽습니다
    @Test("a name set on the account by other code shows in the editor's field: the field reads the account")
    func outsideChangesReachTheField() throws {
        // The check owns the account and changes it itself, as a sign-in elsewhere would.
        let account = LibraryAccount()
        // Written for any LibraryAccount, migrated or not, so that the checks compile against both.
        guard let observable = account as AnyObject as? any AnyObject & Observable else {
            Issue.record(
                Comment(
                    en:
                        "LibraryAccount is not @Observable yet, so it cannot be provided with `.environment(account)`: migrate it first.",
                    ko: "LibraryAccount가 아직 @Observable이 아니어서 `.environment(account)`로 제공할 수 없습니다. 먼저 마이그레이션하세요.")
            )
            return
        }
        let host = ViewHost(editor(with: observable))

        account.userName = "bob"
        host.settle()

        let shown = (try? host.find(.textField("User Name")).value) ?? "no field"
        #expect(
            shown == "bob",
            Comment(
                en:
                    "The LibraryAccount's userName was set to \"bob\" by other code; the User Name field should now show it. It shows \(shown), so the field does not read the account: a @State copy of the name (even one written back with onChange) changes only with its own typing. Bind the field into the account: `@Bindable var account = account` in the body, then `$account.userName`. The screen shows:\n\(host.render())",
                ko:
                    "다른 코드가 LibraryAccount의 userName을 \"bob\"으로 설정했으니 User Name 필드에 이제 그 값이 보여야 합니다. 필드에는 \(shown)이(가) 보이므로 필드가 계정을 읽지 않습니다. 이름을 @State에 복사해 두면(onChange로 다시 써 넣더라도) 그 필드에서 입력할 때만 바뀝니다. 필드를 계정에 바인딩하세요: body에서 `@Bindable var account = account`를 선언하고 `$account.userName`을 쓰세요. 화면:\n\(host.render())"
            )
        )
    }

    /// AccountEditor with `object` in the environment, the way AccountRoot provides its account.
    private func editor<T: AnyObject & Observable>(with object: T) -> AnyView {
        AnyView(AccountEditor().environment(object))
    }

    /// ko: 읽는 뷰들이 함께 쓰는 계정은 AccountRoot가 소유한 것이고, AccountRoot의 부모가 body를 다시 실행해도 남습니다
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
                let adviceKo: String
                if let keptInLet {
                    advice =
                        "AccountRoot holds it in `\(keptInLet.through) \(keptInLet.property ?? "account")`, which does not own it: every new AccountRoot value makes a new LibraryAccount. Own it with @State (`@State private var account = LibraryAccount()`) and provide that one."
                    adviceKo =
                        "AccountRoot는 이 객체를 `\(keptInLet.through) \(keptInLet.property ?? "account")`에 담고 있는데, 이것은 객체를 소유하지 않습니다. 새 AccountRoot 값이 생길 때마다 새 LibraryAccount가 만들어집니다. @State로 소유하고(`@State private var account = LibraryAccount()`) 바로 그 객체를 제공하세요."
                } else if source.providerViewID == root?.id, source.ownerViewID == nil {
                    advice =
                        "AccountRoot provides a LibraryAccount it does not own: one made where it is provided, `.environment(LibraryAccount())`, is not the one in AccountRoot's @State, and each run of the body makes another. Provide the one AccountRoot owns: `.environment(account)`."
                    adviceKo =
                        "AccountRoot가 소유하지 않은 LibraryAccount를 제공합니다. 제공하는 자리에서 만든 `.environment(LibraryAccount())`는 AccountRoot의 @State에 있는 객체가 아니고, body가 실행될 때마다 또 만들어집니다. AccountRoot가 소유한 객체를 제공하세요: `.environment(account)`."
                } else {
                    advice = "The readers must all read the LibraryAccount AccountRoot owns, from the environment."
                    adviceKo = "읽는 뷰들은 모두 AccountRoot가 소유한 LibraryAccount를 환경에서 읽어야 합니다."
                }
                #expect(
                    owned,
                    Comment(
                        en:
                            "\(reader.name) reads a LibraryAccount AccountRoot does not own (\(source)). \(advice) Where each source lives:\n\(graph)",
                        ko:
                            "\(reader.name)이(가) AccountRoot가 소유하지 않은 LibraryAccount를 읽습니다(\(source)). \(adviceKo) 각 원천이 있는 곳:\n\(graph)"
                    )
                )
                if !owned { break readers }
            }
        }

        try host.tap(.button("Rebuild the parent"))
        #expect(
            host.texts.contains("Genre: Comedy"),
            Comment(
                en:
                    "The genre was set to Comedy, then AccountRoot's parent ran its body again, making a new AccountRoot value. The badge should still say \"Genre: Comedy\": the account must live as long as AccountRoot's place on screen (@State), not as long as one AccountRoot value. The screen shows:\n\(host.render())",
                ko:
                    "장르를 Comedy로 설정한 뒤 AccountRoot의 부모가 body를 다시 실행해 새 AccountRoot 값을 만들었습니다. 배지는 여전히 \"Genre: Comedy\"여야 합니다. 계정은 AccountRoot 값 하나가 아니라 화면에서 AccountRoot의 자리가 있는 동안 살아 있어야 합니다(@State). 화면:\n\(host.render())"
            )
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
