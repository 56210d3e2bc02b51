// Correct: the publisher is mapped first (a publisher operator), then received.
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
        .onReceive(stepTotals.map { max($0, 0) }) { total in
            steps = total
        }
    }
}
