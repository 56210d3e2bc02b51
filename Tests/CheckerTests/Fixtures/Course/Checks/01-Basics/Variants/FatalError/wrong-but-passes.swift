// Correct, but these checks are misjudged on purpose: this one is named wrong and passes.
import DataFlow

struct CrashingCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 1 }
        }
    }
}
