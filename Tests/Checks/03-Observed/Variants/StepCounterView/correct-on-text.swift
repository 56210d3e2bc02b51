// Correct: onReceive on the first Text rather than on the stack; it subscribes while that Text is on screen, which is always.
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
                .onReceive(stepTotals) { total in
                    self.steps = total
                }
            Text(steps >= goal ? "Goal reached!" : "\(goal - steps) to go")
        }
    }
}
