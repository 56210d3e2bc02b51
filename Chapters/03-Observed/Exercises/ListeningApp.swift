// Exercise observed-quiz: Quiz: one listening session, two screens, a clock
//
// The chapter's quiz: WWDC19's podcast player keeps a listening session that two screens share, and
// a clock (a publisher) counts the minutes, as the player's `currentTimePublisher` does in the talk.
//
// Task:
//   - ListeningSession is an ObservableObject with `isPlaying` (starts false) and
//     `minutesListened` (starts 0). Both must announce their changes: `isPlaying` by hand, with
//     `willSet { objectWillChange.send() }` (Point-Free's AppState), `minutesListened` with
//     @Published.
//   - ListeningApp creates the one session and owns it (which wrapper keeps an object the view
//     creates for the view's whole life?). Inside a NavigationView it shows NowPlayingPane.
//   - Each value the `ticks` publisher sends is one minute: while playing, add 1 to
//     `minutesListened`; while paused, nothing. Subscribe with `.onReceive(ticks) { _ in ... }`.
//   - NowPlayingPane shows a Button "Play" (or "Pause" while playing) that flips `isPlaying`, a
//     Text "Listened: 3 min", and a NavigationLink "Stats" to ListeningStatsScreen.
//   - ListeningStatsScreen shows "Status: playing" or "Status: paused", "Total: 3 min", and a Button
//     "Clear" that sets the minutes back to 0.
// Both screens show the same session: the one ListeningApp owns, passed down and observed.
//
// Done when: Play, ticks, Stats and Clear agree on both screens, and the session survives
// ListeningApp's parent running its body again.
//
// From: WWDC19 "Data Flow Through SwiftUI" (ObservableObject, onReceive), Point-Free #65
// (`willSet` + `objectWillChange`, state shared between screens).
//
// Run: swift run checker check observed-quiz
import DataFlow

/// What the listener has done so far: one object, shared by the player and the stats screen.
final class ListeningSession: ObservableObject {
    var isPlaying = false  // TODO: announce changes (willSet)
    var minutesListened = 0  // TODO: announce changes (@Published)
}

/// The app's root: owns the session and counts a minute for each tick of the clock while playing.
struct ListeningApp: View {
    /// Sends once a minute (a clock the checks control).
    let ticks: PassthroughSubject<Void, Never>
    // TODO: the session, created and owned here.

    var body: some View {
        NavigationView {
            Text("TODO: NowPlayingPane")
        }
        // TODO: .onReceive(ticks) { _ in ... }
    }
}

/// The player: Play or Pause, the minutes listened, and a link to the stats.
struct NowPlayingPane: View {
    // TODO: the session it observes.

    var body: some View {
        VStack {
            Button("Play") {}
            Text("Listened: ? min")
            NavigationLink(destination: ListeningStatsScreen()) {
                Text("Stats")
            }
        }
    }
}

/// The stats screen: the same session, seen from another screen, with a way to clear it.
struct ListeningStatsScreen: View {
    // TODO: the session it observes.

    var body: some View {
        VStack {
            Text("Status: ?")
            Text("Total: ? min")
            Button("Clear") {}
        }
    }
}
