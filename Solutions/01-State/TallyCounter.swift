// Solution to state-counter: A tally counter (seed 003's CounterView row).
import DataFlow

/// A row of "-", the current count, and "+".
struct TallyCounter: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Button(action: { self.count -= 1 }) {
                Text("-")
            }
            Text("\(self.count)")
            Button(action: { self.count += 1 }) {
                Text("+")
            }
        }
    }
}
