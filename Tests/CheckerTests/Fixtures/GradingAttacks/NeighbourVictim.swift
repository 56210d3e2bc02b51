import DataFlow
import Foundation

// The victim of `NeighbourKiller.swift`: a right counter whose run waits in the machine's shared
// temporary folder (the fallback has no private one) for its neighbour to have tried to kill
// it, then passes. It says it is ready, waits for the neighbour's "done", and answers "seen".
struct PassingCounter: View {
    @State private var count = Neighbour.waited ? 0 : 5

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 1 }
        }
    }
}

enum Neighbour {
    static let waited: Bool = {
        FileManager.default.createFile(atPath: "/tmp/neighbour-@ROOT_NAME@-ready", contents: nil)
        while !FileManager.default.fileExists(atPath: "/tmp/neighbour-@ROOT_NAME@-done") { usleep(10_000) }
        FileManager.default.createFile(atPath: "/tmp/neighbour-@ROOT_NAME@-seen", contents: nil)
        return true
    }()
}

#Preview("Counter") {
    PassingCounter()
}
