// Wrong: isPlaying is a plain var that announces nothing, so tapping Play changes the session but no
// view hears of it and the button still says Play. The learner should send objectWillChange in
// willSet (or use @Published).
import DataFlow

/// What the listener has done so far: one object, shared by the player and the stats screen.
final class ListeningSession: ObservableObject {
    var isPlaying = false
    @Published var minutesListened = 0
}

/// The app's root: owns the session and counts a minute for each tick of the clock while playing.
struct ListeningApp: View {
    /// Sends once a minute (a clock the checks control).
    let ticks: PassthroughSubject<Void, Never>
    @StateObject private var session = ListeningSession()

    var body: some View {
        NavigationView {
            NowPlayingPane(session: session)
        }
        .onReceive(ticks) { _ in
            if session.isPlaying {
                session.minutesListened += 1
            }
        }
    }
}

/// The player: Play or Pause, the minutes listened, and a link to the stats.
struct NowPlayingPane: View {
    @ObservedObject var session: ListeningSession

    var body: some View {
        VStack {
            Button(session.isPlaying ? "Pause" : "Play") {
                session.isPlaying.toggle()
            }
            Text("Listened: \(session.minutesListened) min")
            NavigationLink(destination: ListeningStatsScreen(session: session)) {
                Text("Stats")
            }
        }
        .navigationBarTitle("Now playing")
    }
}

/// The stats screen: the same session, seen from another screen, with a way to clear it.
struct ListeningStatsScreen: View {
    @ObservedObject var session: ListeningSession

    var body: some View {
        VStack {
            Text(session.isPlaying ? "Status: playing" : "Status: paused")
            Text("Total: \(session.minutesListened) min")
            Button("Clear") {
                session.minutesListened = 0
            }
        }
        .navigationBarTitle("Stats")
    }
}
