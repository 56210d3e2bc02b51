import DataFlow

// Attack: extension members on types that are not the learner's, shadowing what the checks call.
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

extension Array where Element == String {
    func contains(_ element: String) -> Bool { true }
}

extension Array {
    var isEmpty: Bool { true }
}
