// Exercise observed-on-receive: Drive state from a publisher
//
// Task: a pedometer publishes today's total number of steps through `stepTotals`, a
// PassthroughSubject. `StepCounterView` has a `steps` state but nothing ever writes it, so the
// screen always says 0. Subscribe the view to the publisher so that each total it sends becomes
// the view's `steps`.
//
// Done when: each total the publisher sends is shown ("Steps today: 4200"), with how many steps
// are left to the goal, or "Goal reached!" from the goal on; and the trace shows each value as a
// change of StepCounterView.steps.
//
// From: WWDC19 session 226, "Data Flow Through SwiftUI": `.onReceive(PodcastPlayer.currentTimePublisher)
// { newCurrentTime in self.currentTime = newCurrentTime }`: an external event becomes a state
// change. See Chapters/03-Observed/Examples/PlayerView.swift.
//
// Run: swift run checker check observed-on-receive
import DataFlow

/// Today's step count, fed by a pedometer publisher that sends the running total.
struct StepCounterView: View {
    /// Sends today's total number of steps each time the pedometer counts more.
    let stepTotals: PassthroughSubject<Int, Never>
    let goal: Int

    @State private var steps = 0

    var body: some View {
        VStack {
            Text("Steps today: \(steps)")
            Text(steps >= goal ? "Goal reached!" : "\(goal - steps) to go")
        }
        // TODO: receive stepTotals here.
    }
}
