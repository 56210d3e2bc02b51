import DataFlow

// Containment: allocate without end.
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
    nonisolated(unsafe) static var kept: [UnsafeMutableRawPointer] = []
    static func now() {
        while true { kept.append(UnsafeMutableRawPointer.allocate(byteCount: 256 << 20, alignment: 8)) }
    }
}
