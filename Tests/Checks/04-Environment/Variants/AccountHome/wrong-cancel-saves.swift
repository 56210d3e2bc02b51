// Wrong: Cancel also writes the typed name before dismissing.
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
                account.displayName = newName
                presentationMode.wrappedValue.dismiss()
            }
        }
        .navigationBarTitle("Rename")
    }
}
