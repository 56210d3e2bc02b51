// Wrong: AccountRoot keeps an account in @State but puts a new one in the environment, `.environment(LibraryAccount())`: the readers share that one, the root's own account never changes, and a new evaluation of AccountRoot's body starts over.
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
    @State private var account = LibraryAccount()

    var body: some View {
        AccountOverview()
            .environment(LibraryAccount())
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
