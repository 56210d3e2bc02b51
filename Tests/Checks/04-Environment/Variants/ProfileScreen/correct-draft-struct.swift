// Correct: one @State draft struct holds both fields; onAppear copies the profile into it.
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
    @State private var draft = Draft()

    struct Draft {
        var nickname = ""
        var bio = ""
    }

    var body: some View {
        Form {
            TextField("Nickname", text: $draft.nickname)
            TextField("Bio", text: $draft.bio)
            Button("Save") {
                profile.nickname = draft.nickname
                profile.bio = draft.bio
                dismiss()
            }
        }
        .onAppear {
            draft = Draft(nickname: profile.nickname, bio: profile.bio)
        }
    }
}
