// Kodeco, "Understanding Data Flow in SwiftUI": UserView at the end of the tutorial. It reads
// the UserStore from the environment, writes it in `updateUserInfo()`, dismisses itself with
// `@Environment(\.presentationMode)`, and fills its form from the store in `onAppear`. Copied
// with only the import changed.
// The title and the Update button are modified *outside* the view's own NavigationView, as in
// the seed. A navigation title and bar items apply to content inside a navigation container:
// in Fave Flicks UserView is pushed from MovieList's NavigationView, whose bar they reach; a
// UserView shown on its own would show no title. DataFlow records the title wherever it is set
// (`ViewHost.navigationTitle`), which is what the tests read. Today: `.navigationTitle(_:)` on
// the Form, inside the container.
import DataFlow

struct UserView: View {
    @State private var userName = ""
    @State private var favoriteGenre = ""
    @EnvironmentObject var userStore: UserStore
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("User")) {
                    TextField("User Name", text: $userName)
                }
                Section(header: Text("Favorite Genre")) {
                    GenrePicker(genre: $favoriteGenre)
                }
            }
        }
        .navigationBarTitle(Text("\(userName) Info"), displayMode: .inline)
        .navigationBarItems(
            trailing:
                Button(action: updateUserInfo) {
                    Text("Update")
                }
        )
        .onAppear {
            userName = userStore.currentUserInfo?.userName ?? ""
            favoriteGenre = userStore.currentUserInfo?.favoriteGenre ?? ""
        }
    }

    func updateUserInfo() {
        let newUserInfo = UserInfo(userName: userName, favoriteGenre: favoriteGenre)
        userStore.currentUserInfo = newUserInfo
        presentationMode.wrappedValue.dismiss()
    }
}
