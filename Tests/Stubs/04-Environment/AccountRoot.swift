// Exercise env-migrate-observable: Migrate the environment object to @Observable
//
// Task: this is chapter 4's UserStore pattern with ObservableObject: the root owns the account in
// @StateObject and provides it with `.environmentObject(_:)`; three views read it with
// @EnvironmentObject. It works, but each of them runs again on any change, even of a property it
// does not show. Migrate to the Observation framework (`import Observation`): an `@Observable`
// class; `@State` in the root; `.environment(account)` to provide it; `@Environment(LibraryAccount.self)`
// to read it; and in the editor, `@Bindable var account = account` in the body for `$account.userName`.
//
// Done when: typing a name shows it in the name badge and the button changes the genre badge, as
// before; and changing the genre runs GenreBadge only: not NameBadge, not AccountOverview.
//
// From: Kodeco, "Understanding Data Flow in SwiftUI" (UserStore as an environment object) and
// Apple, "Migrating from the Observable Object protocol to the Observable macro" (environmentObject
// becomes environment, EnvironmentObject becomes Environment(Type.self)). See
// Chapters/04-Environment/Examples/TodaysFaveFlicks.swift.
//
// Run: swift run checker check env-migrate-observable
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
