import DataFlow
import Foundation

// Attack: end another learner's check running at the same time. Once the victim
// (`NeighbourVictim.swift`) is ready, this run signals every process it may (`kill(-1)`): with
// one shared user for every run, that took the victim's runner. It then says "done" and waits
// for the victim's "seen" (or its own time limit). The counter is wrong.
struct PassingCounter: View {
    @State private var count = Neighbour.killed ? 5 : 6

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 2 }
        }
    }
}

enum Neighbour {
    static let killed: Bool = {
        while !FileManager.default.fileExists(atPath: "/tmp/neighbour-@ROOT_NAME@-ready") { usleep(10_000) }
        signal(SIGTERM, SIG_IGN)
        _ = kill(-1, SIGKILL)
        FileManager.default.createFile(atPath: "/tmp/neighbour-@ROOT_NAME@-done", contents: nil)
        while !FileManager.default.fileExists(atPath: "/tmp/neighbour-@ROOT_NAME@-seen") { usleep(10_000) }
        return true
    }()
}

#Preview("Counter") {
    PassingCounter()
}
