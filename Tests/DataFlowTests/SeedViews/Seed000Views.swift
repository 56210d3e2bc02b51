// Seed 000 ("Understanding Data Flow in SwiftUI", Fave Flicks): the views copied with only the
// import changed.
import DataFlow

struct Movie {
    static let possibleGenres = ["Action", "Comedy", "Drama", "Horror", "Sci-Fi"]
}

/// Seed 000: the profile screen whose title follows the text field.
struct UserView: View {
    // 1
    @State private var userName = ""

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("User")) {
                    // 2
                    TextField("User Name", text: $userName)
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

/// Seed 000: the reusable genre picker that owns nothing.
struct GenrePicker: View {
    // 1
    @Binding var genre: String

    var body: some View {
        // 2
        Picker(selection: $genre, label: Spacer()) {
            // 3
            ForEach(Movie.possibleGenres, id: \.self) {
                Text($0)
            }
        }
        .pickerStyle(WheelPickerStyle())
    }
}

/// Seed 000: the preview that passes a binding which ignores writes.
struct GenrePicker_Previews {
    @MainActor static var previews: some View {
        // 4
        GenrePicker(genre: .constant("Action"))
    }
}
