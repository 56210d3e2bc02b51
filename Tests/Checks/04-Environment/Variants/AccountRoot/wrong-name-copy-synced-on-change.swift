// Wrong: the editor keeps the name in a @State copy, filled on appear and written back with onChange: typing reaches the badges, but a name the account gets from elsewhere never reaches the field.
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

    @State private var userName = ""

    var body: some View {
        VStack {
            TextField("User Name", text: $userName)
            Button("Make Comedy my favorite") { account.favoriteGenre = "Comedy" }
        }
        .onAppear { userName = account.userName }
        .onChange(of: userName) { _, name in account.userName = name }
    }
}
