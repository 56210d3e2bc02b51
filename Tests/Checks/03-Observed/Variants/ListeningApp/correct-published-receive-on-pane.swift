// Correct: both properties are @Published (no willSet at all: @Published sends objectWillChange
// before each change too), and onReceive is attached to the player inside the NavigationView rather
// than to the NavigationView itself.
import DataFlow

/// What the listener has done so far: one object, shared by the player and the stats screen.
final class ListeningSession: ObservableObject {
    @Published var isPlaying = false
    @Published var minutesListened = 0
}

/// The app's root: owns the session and counts a minute for each tick of the clock while playing.
struct ListeningApp: View {
    let ticks: PassthroughSubject<Void, Never>
    @StateObject private var session = ListeningSession()

    var body: some View {
        NavigationView {
            NowPlayingPane(session: session)
                .onReceive(ticks) { _ in
                    if session.isPlaying { session.minutesListened += 1 }
                }
        }
    }
}

/// The player: Play or Pause, the minutes listened, and a link to the stats.
struct NowPlayingPane: View {
    @ObservedObject var session: ListeningSession

    var body: some View {
        VStack {
            Button {
                session.isPlaying.toggle()
            } label: {
                Text(session.isPlaying ? "Pause" : "Play")
            }
            Text("Listened: \(session.minutesListened) min")
            NavigationLink(destination: ListeningStatsScreen(session: session)) {
                Text("Stats")
            }
        }
    }
}

/// The stats screen: the same session, seen from another screen, with a way to clear it.
struct ListeningStatsScreen: View {
    @ObservedObject var session: ListeningSession

    var body: some View {
        VStack {
            if session.isPlaying {
                Text("Status: playing")
            } else {
                Text("Status: paused")
            }
            Text("Total: \(session.minutesListened) min")
            Button("Clear") { session.minutesListened = 0 }
        }
    }
}
