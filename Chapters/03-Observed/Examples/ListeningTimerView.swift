// WWDC19 session 226, "Data Flow Through SwiftUI", "Working With External Data": "a timer fires"
// is the first of the external events the talk lists; like the playhead's publisher, it reaches
// the view through `onReceive` and becomes a state change. Foundation's
// `Timer.publish(every:on:in:)` gives a publisher of dates; `.autoconnect()` starts it as soon
// as something subscribes (Apple, "Timer.publish(every:tolerance:on:in:options:)").
import DataFlow
import Foundation

/// Counts the seconds the listener has spent on this screen.
struct ListeningTimerView: View {
    @State private var secondsListened = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("Listening for \(secondsListened) s")
            .onReceive(timer) { _ in
                secondsListened += 1
            }
    }
}
