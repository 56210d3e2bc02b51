// Wrong: the root keeps the @Observable account in a plain `let` made in init: the readers update, but nothing owns the account, so every new AccountRoot value (each time its parent runs its body) makes a new one and the edits are lost.
import DataFlow
import Observation

/// The signed-in reader's account.
@Observable
final class LibraryAccount {
    var userName = "ann"
    var favoriteGenre = "Drama"
}

/// The root: owns the account and puts it in the environment.
struct AccountRoot: View {
    private let account: LibraryAccount

    init() {
        account = LibraryAccount()
    }

    var body: some View {
        AccountOverview()
            .environment(account)
    }
}

/// Lays out the badges and the editor; reads nothing itself.
struct AccountOverview: View {
    var body: some View {
        VStack {
            NameBadge()
            GenreBadge()
            AccountEditor()
        }
    }
}

/// Shows the user name.
struct NameBadge: View {
    @Environment(LibraryAccount.self) private var account

    var body: some View {
        Text("Name: \(account.userName)")
    }
}

/// Shows the favourite genre.
struct GenreBadge: View {
    @Environment(LibraryAccount.self) private var account

    var body: some View {
        Text("Genre: \(account.favoriteGenre)")
    }
}

/// Edits the name, and sets the favourite genre to Comedy.
struct AccountEditor: View {
    @Environment(LibraryAccount.self) private var account

    var body: some View {
        @Bindable var account = account
        VStack {
            TextField("User Name", text: $account.userName)
            Button("Make Comedy my favorite") { account.favoriteGenre = "Comedy" }
        }
    }
}
