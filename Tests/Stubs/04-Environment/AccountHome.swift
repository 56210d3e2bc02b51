// Exercise env-update-and-dismiss: Update the store and dismiss
//
// Task: `RenameView` is pushed from `AccountHome`. Save already writes the new name into the
// AccountStore that the home screen put in the environment, but the user is left on the rename
// screen, and Cancel does nothing. Make both buttons close the screen, the way Kodeco's UserView
// does: read `@Environment(\.presentationMode)` and call `presentationMode.wrappedValue.dismiss()`
// (or read today's `@Environment(\.dismiss)` and call it).
//
// Done when: Save writes the name and returns to the home screen, which greets the new name;
// Cancel returns without changing it.
//
// From: Kodeco, "Understanding Data Flow in SwiftUI", "Environment Variables": `updateUserInfo()`
// updates the UserStore and ends with `presentationMode.wrappedValue.dismiss()`. See
// Chapters/04-Environment/Examples/UserView.swift.
//
// Run: swift run checker check env-update-and-dismiss
import DataFlow

/// The signed-in account.
final class AccountStore: ObservableObject {
    @Published var displayName = "Guest"
}

/// The home screen: greets the account and links to the rename screen.
struct AccountHome: View {
    @StateObject private var account = AccountStore()

    var body: some View {
        NavigationView {
            VStack {
                Text("Hello, \(account.displayName)")
                NavigationLink(destination: RenameView()) {
                    Text("Rename")
                }
            }
            .navigationBarTitle("Account")
        }
        .environmentObject(account)
    }
}

/// Edits the account's name in a field of its own until Save.
struct RenameView: View {
    @EnvironmentObject var account: AccountStore
    @State private var newName = ""

    var body: some View {
        Form {
            TextField("New name", text: $newName)
            Button("Save") {
                account.displayName = newName
                // TODO: and go back to the home screen.
            }
            Button("Cancel") {
                // TODO: go back without saving.
            }
        }
        .navigationBarTitle("Rename")
    }
}
