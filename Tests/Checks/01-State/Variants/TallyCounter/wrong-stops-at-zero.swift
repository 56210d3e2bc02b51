// Wrong: "-" refuses to go below zero. The task says the count may go below zero; the learner
// should read the task, not guess a rule.
import DataFlow

/// A row of "-", the current count, and "+".
struct TallyCounter: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Button(action: { if self.count > 0 { self.count -= 1 } }) {
                Text("-")
            }
            Text("\(self.count)")
            Button(action: { self.count += 1 }) {
                Text("+")
            }
        }
    }
}
