import DataFlow

// Attack: a top-level ViewHost that finds everything, which the checks would use if the
// learner's file and the checks were one module.
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

@MainActor struct ViewHost {
    init<V: View>(_ view: V) {}
    func contains(_ query: ElementQuery) -> Bool { true }
    func tap(_ query: ElementQuery) throws {}
    var texts: [String] { ["Count: 1", "Count: -1", "Count: 2"] }
    func render() -> String { "" }
}
