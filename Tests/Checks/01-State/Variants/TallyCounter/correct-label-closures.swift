// Correct: Button { } label: { } for both buttons, and `count = count + 1` without self.
import DataFlow

/// A row of "-", the current count, and "+".
struct TallyCounter: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Button {
                count = count - 1
            } label: {
                Text("-")
            }
            Text("\(self.count)")
            Button {
                count = count + 1
            } label: {
                Text("+")
            }
        }
    }
}
