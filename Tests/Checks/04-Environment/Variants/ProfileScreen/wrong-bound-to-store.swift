// Wrong: the fields are bound straight to the store, so they start right, but typing changes the profile even when the sheet is closed without Save.
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

    var body: some View {
        Form {
            TextField("Nickname", text: $profile.nickname)
            TextField("Bio", text: $profile.bio)
            Button("Save") {
                dismiss()
            }
        }
    }
}
