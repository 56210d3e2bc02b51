// Wrong: starts at one.
import DataFlow

struct FailingCounter: View {
    @State private var count = 1

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 1 }
        }
    }
}
