// Correct: Kodeco's spelling for closing the sheet, presentationMode.wrappedValue.dismiss(), and onAppear on each field.
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
    @Environment(\.presentationMode) var presentationMode
    @State private var nickname = ""
    @State private var bio = ""

    var body: some View {
        Form {
            TextField("Nickname", text: $nickname)
                .onAppear { nickname = profile.nickname }
            TextField("Bio", text: $bio)
                .onAppear { bio = profile.bio }
            Button("Save") {
                profile.nickname = nickname
                profile.bio = bio
                presentationMode.wrappedValue.dismiss()
            }
        }
    }
}
