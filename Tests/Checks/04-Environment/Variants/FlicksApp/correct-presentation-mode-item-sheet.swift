// Correct: the editor closes itself through `@Environment(\.presentationMode)` (Fave Flicks'
// spelling), the sheet is `.sheet(item:)`, the header is an HStack, and the greeting is provided
// before the user.
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
    private let greeting: String
    @StateObject private var user = FlicksUser()

    init(greeting: String = "Hello") {
        self.greeting = greeting
    }

    var body: some View {
        NavigationView {
            FlicksHome()
                .navigationBarTitle("Home")
        }
        .environment(\.greeting, greeting)
        .environmentObject(user)
    }
}

/// What the home screen is editing.
struct EditRequest: Identifiable {
    let id = 1
}

/// The home screen: a header and a button that opens the profile editor. It never names the user.
struct FlicksHome: View {
    @State private var request: EditRequest?

    var body: some View {
        VStack {
            FlicksHeader()
            Button {
                request = EditRequest()
            } label: {
                Text("Edit profile")
            }
        }
        .sheet(item: $request) { _ in
            ProfileEditor()
        }
    }
}

/// The header: the app's name and the greeting banner. It never names the user either.
struct FlicksHeader: View {
    var body: some View {
        HStack {
            Text("Fave Flicks")
            GreetingBanner()
        }
    }
}

/// "Hello, Guest!": the greeting from the environment, the name from the environment object.
struct GreetingBanner: View {
    @Environment(\.greeting) var greeting
    @EnvironmentObject var user: FlicksUser

    var body: some View {
        Text(greeting + ", " + user.name + "!")
    }
}

/// The editor, on a sheet: a draft of the name, saved into the shared user by Save.
struct ProfileEditor: View {
    @EnvironmentObject var user: FlicksUser
    @Environment(\.presentationMode) var presentationMode
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Name", text: $draft)
            HStack {
                Button("Cancel") { presentationMode.wrappedValue.dismiss() }
                Button("Save") {
                    user.name = draft
                    presentationMode.wrappedValue.dismiss()
                }
            }
        }
        .onAppear { draft = user.name }
    }
}
