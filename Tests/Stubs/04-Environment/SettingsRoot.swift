// Exercise env-missing-object: Diagnose and fix a missing environment object
//
// Task: this screen stops the app as soon as it appears. Run the check and read the runtime's
// message: it names the view that asked for an environment object, the type it asked for, and
// where one must be provided. Then fix the tree so that every view that reads the session finds
// the same one. (Change where the session is provided; do not create another one.)
//
// Done when: the screen appears, says "Signed in as ann" and offers "Sign out"; and signing out
// from the row changes the header too, because both read one SessionStore.
//
// From: Kodeco, "Understanding Data Flow in SwiftUI": "@EnvironmentObject uses environment
// objects passed to the view or an ancestor view"; Apple's EnvironmentObject documentation asks you
// to "be sure to set a corresponding model object on an ancestor view", and without one the app
// stops with "No ObservableObject of type … found". See Chapters/04-Environment/README.md,
// section 2.
//
// Run: swift run checker check env-missing-object
import DataFlow

/// Who is signed in.
final class SessionStore: ObservableObject {
    @Published var userName = "ann"
    @Published var isSignedIn = true
}

/// The settings screen: a header and a sign-out row, both reading the session.
struct SettingsRoot: View {
    @StateObject private var session = SessionStore()

    var body: some View {
        VStack {
            SettingsHeader()
                .environmentObject(session)
            SignOutRow()
        }
    }
}

/// Says who is signed in.
struct SettingsHeader: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        Text(session.isSignedIn ? "Signed in as \(session.userName)" : "Signed out")
    }
}

/// Signs out, or back in.
struct SignOutRow: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        Button(session.isSignedIn ? "Sign out" : "Sign in") {
            session.isSignedIn.toggle()
        }
    }
}
