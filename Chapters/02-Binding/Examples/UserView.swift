// Seed 000 ("Understanding Data Flow in SwiftUI", Fave Flicks): the profile screen with the user
// name bound to a text field, the title following it, and the favourite-genre section reusing
// GenrePicker. `updateUserInfo()` stays empty until chapter 4 gives it a UserStore. Copied with
// only the import changed.
// The title and the Update button are modified *outside* the view's own NavigationView, as in
// the seed. A navigation title and bar items apply to content inside a navigation container:
// in Fave Flicks UserView is pushed from MovieList's NavigationView, whose bar they reach; a
// UserView shown on its own would show no title. DataFlow records the title wherever it is set
// (`ViewHost.navigationTitle`), which is what the tests read. Today: `.navigationTitle(_:)` on
// the Form, inside the container.
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
