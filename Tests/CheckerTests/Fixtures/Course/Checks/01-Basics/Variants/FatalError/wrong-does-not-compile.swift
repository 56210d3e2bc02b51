// Wrong, and it does not compile: verify must say a wrong variant has to compile.
import DataFlow

struct CrashingCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += "one" }
        }
    }
}
