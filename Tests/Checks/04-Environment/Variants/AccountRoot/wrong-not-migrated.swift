// Wrong: not migrated: still an ObservableObject in the environment, so every reader runs again on any change.
import DataFlow

/// The signed-in reader's account.
final class LibraryAccount: ObservableObject {
    @Published var userName = "ann"
    @Published var favoriteGenre = "Drama"
}

/// The root: owns the account and puts it in the environment.
struct AccountRoot: View {
    @StateObject private var account = LibraryAccount()

    var body: some View {
        AccountOverview()
            .environmentObject(account)
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
    @EnvironmentObject var account: LibraryAccount

    var body: some View {
        Text("Name: \(account.userName)")
    }
}

/// Shows the favourite genre.
struct GenreBadge: View {
    @EnvironmentObject var account: LibraryAccount

    var body: some View {
        Text("Genre: \(account.favoriteGenre)")
    }
}

/// Edits the name, and sets the favourite genre to Comedy.
struct AccountEditor: View {
    @EnvironmentObject var account: LibraryAccount

    var body: some View {
        VStack {
            TextField("User Name", text: $account.userName)
            Button("Make Comedy my favorite") { account.favoriteGenre = "Comedy" }
        }
    }
}
