// Wrong: off by one, the count starts at 1. The learner should see the first check say the row
// must read "0" at first.
import DataFlow

/// A row of "-", the current count, and "+".
struct TallyCounter: View {
    @State private var count = 1

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
