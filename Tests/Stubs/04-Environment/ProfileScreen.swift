// Exercise env-on-appear: Fill a form in onAppear
//
// Task: `EditProfileSheet` edits a draft of the profile in its own @State, so that typing does
// not change the profile until Save (and swiping the sheet away discards the draft). But the
// draft always starts empty: the user has to retype a nickname just to change the bio. Fill the
// fields from the ProfileStore in the environment each time the sheet appears. (Not in an
// initialiser: the environment is not available there; it is when the view appears.)
//
// Done when: the sheet opens showing the current nickname and bio, every time it opens; Save
// writes the fields into the store and closes the sheet; closing the sheet without Save leaves the
// store as it was.
//
// From: Kodeco, "Understanding Data Flow in SwiftUI": UserView's `.onAppear { userName =
// userStore.currentUserInfo?.userName ?? "" ... }` and AddMovie's `.onAppear { genre =
// userStore.currentUserInfo?.favoriteGenre ?? "" }`. See Chapters/04-Environment/Examples/UserView.swift.
//
// Run: swift run checker check env-on-appear
import DataFlow

/// The user's public profile.
final class ProfileStore: ObservableObject {
    @Published var nickname = ""
    @Published var bio = ""
}

/// Shows the profile and opens the editor as a sheet.
struct ProfileScreen: View {
    @EnvironmentObject var profile: ProfileStore
    @State private var isEditing = false

    var body: some View {
        VStack {
            Text("Nickname: \(profile.nickname)")
            Text("Bio: \(profile.bio)")
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            EditProfileSheet()
        }
    }
}

/// The editor: a draft of the profile, saved into the store by Save.
struct EditProfileSheet: View {
    @EnvironmentObject var profile: ProfileStore
    @Environment(\.dismiss) private var dismiss
    @State private var nickname = ""
    @State private var bio = ""

    var body: some View {
        Form {
            TextField("Nickname", text: $nickname)
            TextField("Bio", text: $bio)
            Button("Save") {
                profile.nickname = nickname
                profile.bio = bio
                dismiss()
            }
        }
        // TODO: start the fields from the profile when the sheet appears.
    }
}
