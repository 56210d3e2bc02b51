import DataFlow

struct PassingCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 1 }
        }
    }
}

#Preview("Counter") {
    PassingCounter()
}
