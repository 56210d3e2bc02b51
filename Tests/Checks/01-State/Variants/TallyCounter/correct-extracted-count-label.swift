// Correct: the count is shown by an extracted subview that takes it as a `let`, and the buttons
// use the title initializer.
import DataFlow

/// A row of "-", the current count, and "+".
struct TallyCounter: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Button("-") { count -= 1 }
            CountLabel(count: count)
            Button("+") { count += 1 }
        }
    }
}

/// The count, as a number.
struct CountLabel: View {
    let count: Int

    var body: some View {
        Text(String(count))
    }
}
