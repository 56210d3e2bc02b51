// Wrong: the modifier moved from the header to the row, so now the header finds no session.
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
                .environmentObject(session)
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
