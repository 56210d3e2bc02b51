// Today's SwiftUI (iOS 17 and later): the UserStore/MovieList/UserView example with the
// Observation framework. Apple, "Migrating from the Observable Object protocol to the Observable
// macro": `environmentObject(_:)` becomes `environment(_:)`, `@EnvironmentObject` becomes
// `@Environment(Type.self)`, and a view that needs bindings into it declares `@Bindable` on a
// local. `presentationMode` became `@Environment(\.dismiss)` (iOS 15).
import DataFlow
import Observation

/// UserStore as an @Observable class.
@Observable
final class ObservableUserStore {
    var userName = ""
    var favoriteGenre = ""
}

/// The root: the store goes into the environment by its type.
struct ModernFaveFlicksRoot: View {
    @State private var userStore = ObservableUserStore()

    var body: some View {
        ModernMovieList()
            .environment(userStore)
    }
}

/// Reads the store from the environment and shows the user's name.
struct ModernMovieList: View {
    @Environment(ObservableUserStore.self) private var userStore

    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: ModernUserView()) {
                    Text(userStore.userName.isEmpty ? "Sign in" : userStore.userName)
                }
            }
            .navigationTitle("Fave Flicks")
        }
    }
}

/// Edits the store directly through bindings, and dismisses itself.
struct ModernUserView: View {
    @Environment(ObservableUserStore.self) private var userStore
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var userStore = userStore
        Form {
            TextField("User Name", text: $userStore.userName)
            GenrePicker(genre: $userStore.favoriteGenre)
            Button("Done") { dismiss() }
        }
    }
}
