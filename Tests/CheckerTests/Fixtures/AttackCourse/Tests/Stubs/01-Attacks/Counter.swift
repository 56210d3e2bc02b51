import DataFlow

struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("+") { count += 1 }
            Button("-") { count -= 1 }
        }
    }
}
