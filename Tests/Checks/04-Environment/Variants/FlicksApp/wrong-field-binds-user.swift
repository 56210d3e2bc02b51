// Wrong: the TextField edits FlicksUser.name directly, so every keystroke is saved at once and
// Cancel cannot throw the draft away. The learner should keep the draft in ProfileEditor's @State
// and write the user only on Save.
import DataFlow

/// The signed-in Fave Flicks user, shared by every screen through the environment.
final class FlicksUser: ObservableObject {
    @Published var name = "Guest"
}

/// The word the app greets with: "Hello" unless an ancestor sets another.
struct GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

extension EnvironmentValues {
    /// The word the app greets with.
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// The app's root: creates the user, owns it, and provides it and the greeting to the whole app.
struct FlicksApp: View {
    let greeting: String
    @StateObject private var user = FlicksUser()

    init(greeting: String = "Hello") {
        self.greeting = greeting
    }

    var body: some View {
        NavigationView {
            FlicksHome()
        }
        .environmentObject(user)
        .environment(\.greeting, greeting)
    }
}

/// The home screen: a header and a button that opens the profile editor. It never names the user.
struct FlicksHome: View {
    @State private var isEditing = false

    var body: some View {
        VStack {
            FlicksHeader()
            Button("Edit profile") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            ProfileEditor()
        }
    }
}

/// The header: the app's name and the greeting banner. It never names the user either.
struct FlicksHeader: View {
    var body: some View {
        VStack {
            Text("Fave Flicks")
            GreetingBanner()
        }
    }
}

/// "Hello, Guest!": the greeting from the environment, the name from the environment object.
struct GreetingBanner: View {
    @EnvironmentObject var user: FlicksUser
    @Environment(\.greeting) private var greeting

    var body: some View {
        Text("\(greeting), \(user.name)!")
    }
}

/// The editor, on a sheet: a draft of the name, saved into the shared user by Save.
struct ProfileEditor: View {
    @EnvironmentObject var user: FlicksUser
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Name", text: $user.name)
            Button("Save") {
                dismiss()
            }
            Button("Cancel") {
                dismiss()
            }
        }
    }
}
