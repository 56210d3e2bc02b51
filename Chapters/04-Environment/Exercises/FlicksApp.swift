// Exercise env-quiz: Quiz: Fave Flicks' profile, from the environment
//
// The chapter's quiz: Kodeco's Fave Flicks app greets its user on the home screen and edits the
// name on a sheet, with everything chapter 4 taught.
//
// Task:
//   - FlicksApp creates the one FlicksUser (name "Guest" at first) and owns it (which wrapper keeps
//     an object the view creates?), and provides it to everything below it with
//     `.environmentObject(_:)`. It also provides `greeting`, a custom environment value
//     (an EnvironmentKey whose default is "Hello"), set to the `greeting` FlicksApp is given.
//   - GreetingBanner, three levels down (FlicksApp → FlicksHome → FlicksHeader → GreetingBanner),
//     reads both and shows "Hello, Guest!" (or "Welcome, Ann!" for FlicksApp(greeting: "Welcome")
//     after Ann was saved). FlicksHome and FlicksHeader do not mention the user.
//   - FlicksHome's Button "Edit profile" presents ProfileEditor on a sheet. The editor keeps a
//     draft of the name in its own @State, filled from the user when it appears; a TextField "Name"
//     edits the draft; "Save" writes it into the FlicksUser and closes the sheet; "Cancel" closes it
//     and changes nothing. Close it with `@Environment(\.dismiss)`.
//
// Done when: Save is seen by the banner at once, Cancel throws the draft away, the editor opens
// with the saved name, and the name survives FlicksApp's parent running its body again.
//
// From: Kodeco, "Understanding Data Flow in SwiftUI" (Fave Flicks' UserStore, `.environmentObject`,
// the presentation mode's dismiss, `onAppear`), WWDC19 "Data Flow Through SwiftUI" (environment).
//
// Run: swift run checker check env-quiz
import DataFlow

/// The signed-in Fave Flicks user, shared by every screen through the environment.
final class FlicksUser: ObservableObject {
    @Published var name = "Guest"
}

// TODO: GreetingKey, an EnvironmentKey with the default "Hello", and `greeting` on
// EnvironmentValues.

/// The app's root: creates the user, owns it, and provides it and the greeting to the whole app.
struct FlicksApp: View {
    let greeting: String
    // TODO: the user, created and owned here.

    init(greeting: String = "Hello") {
        self.greeting = greeting
    }

    var body: some View {
        NavigationView {
            FlicksHome()
        }
        // TODO: provide the user and the greeting.
    }
}

/// The home screen: a header and a button that opens the profile editor. It never names the user.
struct FlicksHome: View {
    var body: some View {
        VStack {
            FlicksHeader()
            Button("Edit profile") {
                // TODO: present ProfileEditor on a sheet.
            }
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
    // TODO: read the user and the greeting from the environment.

    var body: some View {
        Text("?, ?!")
    }
}

/// The editor, on a sheet: a draft of the name, saved into the shared user by Save.
struct ProfileEditor: View {
    // TODO: the user, dismiss, and the draft.

    var body: some View {
        Form {
            TextField("Name", text: .constant(""))
            Button("Save") {}
            Button("Cancel") {}
        }
    }
}
