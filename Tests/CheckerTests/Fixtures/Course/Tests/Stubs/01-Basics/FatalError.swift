import DataFlow

struct CrashingCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { fatalError("The counter is broken") }
        }
    }
}
