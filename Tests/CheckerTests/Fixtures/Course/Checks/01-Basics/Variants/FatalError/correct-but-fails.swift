// Wrong, named correct on purpose: verify must report that it fails.
import DataFlow

struct CrashingCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 2 }
        }
    }
}
