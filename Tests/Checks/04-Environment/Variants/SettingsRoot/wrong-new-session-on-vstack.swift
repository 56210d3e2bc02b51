// Wrong: the modifier moved to the VStack, so both views find a session, but it is a new one, `.environmentObject(SessionStore())`, not the session SettingsRoot owns: signing out works on screen while the root's own session never changes.
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
            SignOutRow()
        }
        .environmentObject(SessionStore())
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
