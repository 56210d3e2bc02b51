import DataFlow
import Foundation

// Containment: write to standard error without end.
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
    static func now() {
        let line = String(repeating: "flood ", count: 10_000) + "\n"
        while true { FileHandle.standardError.write(Data(line.utf8)) }
    }
}
