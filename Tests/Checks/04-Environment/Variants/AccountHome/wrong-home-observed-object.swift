// Wrong: the home screen creates its AccountStore but holds it with @ObservedObject, which does not own it: renaming works, but a new AccountHome value from its parent makes a new store and the saved name is lost.
import DataFlow

/// The signed-in account.
final class AccountStore: ObservableObject {
    @Published var displayName = "Guest"
}

/// The home screen: greets the account and links to the rename screen.
struct AccountHome: View {
    @ObservedObject private var account = AccountStore()

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
    @Environment(\.presentationMode) var presentationMode
    @State private var newName = ""

    var body: some View {
        Form {
            TextField("New name", text: $newName)
            Button("Save") {
                account.displayName = newName
                presentationMode.wrappedValue.dismiss()
            }
            Button("Cancel") {
                presentationMode.wrappedValue.dismiss()
            }
        }
        .navigationBarTitle("Rename")
    }
}
