import DataFlow
import Foundation

// Attack: put another object at the results channel's descriptor (3) while the checks run, as
// code that read the key from the runner's memory would to relay forged records: `dup2` onto 3
// is refused, so it closes 3 and lets the next `pipe` take the number. The counter is right.
struct PassingCounter: View {
    @State private var count = Swap.done ? 0 : 5

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 1 }
        }
    }
}

enum Swap {
    static let done: Bool = {
        let saved = dup(3)
        close(3)
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        // Held long enough for any watcher, then the channel is put back for the records.
        usleep(2_000_000)
        close(ends[0])
        close(ends[1])
        _ = dup2(saved, 3)
        return true
    }()
}

#Preview("Counter") {
    PassingCounter()
}
