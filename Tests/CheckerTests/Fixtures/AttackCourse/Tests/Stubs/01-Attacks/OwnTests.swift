import DataFlow
import Testing

// Attack: declare checks of the learner's own with the hidden checks' names.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("+") { Tamper.now() }
            Button("-") { Tamper.now() }
        }
    }
}

enum Tamper {
    static func now() {}
}

@Test func startsAtZero() {}
@Test func plusAddsOne() {}
