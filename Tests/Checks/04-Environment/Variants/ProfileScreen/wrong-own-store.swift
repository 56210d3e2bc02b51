// Wrong: the sheet makes its own ProfileStore with @StateObject, so it fills the form from an empty profile and saves into one nobody shows.
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
    @StateObject private var profile = ProfileStore()
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
        .onAppear {
            nickname = profile.nickname
            bio = profile.bio
        }
    }
}
