// Seed 000 ("Understanding Data Flow in SwiftUI", Fave Flicks): the profile screen with the user
// name bound to a text field, the title following it, and the favourite-genre section reusing
// GenrePicker. `updateUserInfo()` stays empty until chapter 4 gives it a UserStore. Copied with
// only the import changed.
import DataFlow

struct UserView: View {
    // 1
    @State private var userName = ""
    @State private var favoriteGenre = ""

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("User")) {
                    // 2
                    TextField("User Name", text: $userName)
                }
                Section(header: Text("Favorite Genre")) {
                    GenrePicker(genre: $favoriteGenre)
                }
            }
        }
        // 3
        .navigationBarTitle(Text("\(userName) Info"), displayMode: .inline)
        .navigationBarItems(
            trailing:
                Button(action: updateUserInfo) {
                    Text("Update")
                }
        )
    }

    // 4
    func updateUserInfo() {
    }
}
