// Correct: the session declares its own `objectWillChange` subject, as WWDC19's PodcastPlayerStore
// does, and both properties send it in willSet; the screens call methods instead of writing the
// properties, and the stats screen is a List.
import DataFlow

/// What the listener has done so far: one object, shared by the player and the stats screen.
final class ListeningSession: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()

    var isPlaying = false {
        willSet { objectWillChange.send() }
    }
    var minutesListened = 0 {
        willSet { objectWillChange.send() }
    }

    func playOrPause() { isPlaying.toggle() }

    func minutePassed() {
        guard isPlaying else { return }
        minutesListened += 1
    }

    func clear() { minutesListened = 0 }
}

/// The app's root: owns the session and counts a minute for each tick of the clock while playing.
struct ListeningApp: View {
    let ticks: PassthroughSubject<Void, Never>
    @StateObject private var session = ListeningSession()

    var body: some View {
        NavigationView {
            NowPlayingPane(session: session)
        }
        .onReceive(ticks) { session.minutePassed() }
    }
}

/// The player: Play or Pause, the minutes listened, and a link to the stats.
struct NowPlayingPane: View {
    @ObservedObject var session: ListeningSession

    var body: some View {
        VStack {
            if session.isPlaying {
                Button("Pause") { session.playOrPause() }
            } else {
                Button("Play") { session.playOrPause() }
            }
            Text("Listened: \(session.minutesListened) min")
            NavigationLink("Stats", destination: ListeningStatsScreen(session: session))
        }
    }
}

/// The stats screen: the same session, seen from another screen, with a way to clear it.
struct ListeningStatsScreen: View {
    @ObservedObject var session: ListeningSession

    var body: some View {
        List {
            Text("Status: \(session.isPlaying ? "playing" : "paused")")
            Text("Total: \(session.minutesListened) min")
            Button("Clear") { session.clear() }
        }
    }
}
