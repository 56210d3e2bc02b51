// Correct: Save calls a method that writes the store and dismisses; the store gets a rename(to:) method.
import DataFlow

/// The signed-in account.
final class AccountStore: ObservableObject {
    @Published private(set) var displayName = "Guest"

    func rename(to name: String) {
        displayName = name
    }
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
    @Environment(\.presentationMode) var presentationMode
    @State private var newName = ""

    var body: some View {
        Form {
            TextField("New name", text: $newName)
            Button("Save", action: save)
            Button("Cancel") {
                presentationMode.wrappedValue.dismiss()
            }
        }
        .navigationBarTitle("Rename")
    }

    func save() {
        account.rename(to: newName)
        presentationMode.wrappedValue.dismiss()
    }
}
