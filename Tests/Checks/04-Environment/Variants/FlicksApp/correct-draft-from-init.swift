// Correct: the greeting is declared with `@Entry`; the home screen reads the user from the
// environment and starts the editor's draft through its initializer (`State(initialValue:)`)
// instead of onAppear; saving is a method of FlicksUser.
import DataFlow

/// The signed-in Fave Flicks user, shared by every screen through the environment.
final class FlicksUser: ObservableObject {
    @Published private(set) var name = "Guest"

    func rename(to newName: String) {
        name = newName
    }
}

extension EnvironmentValues {
    /// The word the app greets with: "Hello" unless an ancestor sets another.
    @Entry var greeting: String = "Hello"
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

/// The home screen: a header and a button that opens the profile editor with the current name.
struct FlicksHome: View {
    @EnvironmentObject var user: FlicksUser
    @State private var isEditing = false

    var body: some View {
        VStack {
            FlicksHeader()
            Button("Edit profile") { isEditing.toggle() }
        }
        .sheet(isPresented: $isEditing) {
            ProfileEditor(startingName: user.name)
        }
    }
}

/// The header: the app's name and the greeting banner. It never names the user.
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
    @State private var draft: String

    init(startingName: String) {
        _draft = State(initialValue: startingName)
    }

    var body: some View {
        Form {
            TextField("Name", text: $draft)
            Button("Save") {
                user.rename(to: draft)
                dismiss()
            }
            Button("Cancel", action: { dismiss() })
        }
    }
}
