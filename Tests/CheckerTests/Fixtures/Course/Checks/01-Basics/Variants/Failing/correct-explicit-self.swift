// Correct: adds one with an explicit self and a new value.
import DataFlow

struct FailingCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { self.count = self.count + 1 }
        }
    }
}
