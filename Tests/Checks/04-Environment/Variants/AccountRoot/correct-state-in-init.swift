// Correct: the root makes its account in init, `_account = State(wrappedValue: LibraryAccount())`, and provides it on a VStack around the overview.
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
    @State private var account: LibraryAccount

    init() {
        _account = State(wrappedValue: LibraryAccount())
    }

    var body: some View {
        VStack {
            AccountOverview()
        }
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
