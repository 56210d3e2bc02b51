import DataFlow

struct LoopingCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { while count >= 0 { count = max(count, 0) } }
        }
    }
}
