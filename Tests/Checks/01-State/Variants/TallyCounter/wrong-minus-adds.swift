// Wrong: a copy-paste slip, both buttons add one. The learner should see the count go up after a
// tap on "-".
import DataFlow

/// A row of "-", the current count, and "+".
struct TallyCounter: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Button(action: { self.count += 1 }) {
                Text("-")
            }
            Text("\(self.count)")
            Button(action: { self.count += 1 }) {
                Text("+")
            }
        }
    }
}
