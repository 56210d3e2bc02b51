// Wrong: the overview reads the account from the environment and passes both values down as lets, so it runs again on every change.
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
            .environment(account)
    }
}

/// Lays out the badges and the editor; reads nothing itself.
struct AccountOverview: View {
    @Environment(LibraryAccount.self) private var account

    var body: some View {
        VStack {
            NameBadge(name: account.userName)
            GenreBadge(genre: account.favoriteGenre)
            AccountEditor()
        }
    }
}

/// Shows the user name.
struct NameBadge: View {
    let name: String

    var body: some View {
        Text("Name: \(name)")
    }
}

/// Shows the favourite genre.
struct GenreBadge: View {
    let genre: String

    var body: some View {
        Text("Genre: \(genre)")
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
