// Seed 000's UserStore in the environment, and the views that read it, with only the import changed.
import DataFlow

struct UserNameBadge: View {
    @EnvironmentObject var userStore: UserStore
    var body: some View {
        HStack {
            userStore.currentUserInfo.map { Text($0.userName) }
            Image(systemName: "person.fill")
        }
    }
}

/// A view between the root and the badge that knows nothing of the store.
struct MovieListShell: View {
    var body: some View {
        VStack {
            Text("Movies")
            UserNameBadge()
        }
    }
}

/// Seed 000's `UserView`: prefilled in `onAppear`, updating the store and dismissing itself.
struct UserView: View {
    @State private var userName = ""
    @State private var favoriteGenre = ""
    @EnvironmentObject var userStore: UserStore
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            TextField("User name", text: $userName)
            TextField("Favorite genre", text: $favoriteGenre)
            Button("Update") { updateUserInfo() }
        }
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

/// The movie list with a sheet for the user view, as seed 000's `MovieList` has.
struct MovieListWithUser: View {
    @State private var isPresented = false
    var body: some View {
        NavigationView {
            VStack {
                UserNameBadge()
                Button("User") { isPresented.toggle() }
            }
            .sheet(isPresented: $isPresented) { UserView() }
        }
    }
}

/// The same user view pushed instead of presented.
struct MovieListPushingUser: View {
    var body: some View {
        NavigationView {
            VStack {
                UserNameBadge()
                NavigationLink("User", destination: UserView())
            }
        }
    }
}
