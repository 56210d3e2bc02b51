import DataFlow
import Glibc

// Attack: a module no exercise needs, to reach the system behind Foundation's back.
struct PassingCounter: View {
    @State private var count = Int(getpid()) > 0 ? 5 : 0

    var body: some View {
        Text("Count: \(count)")
    }
}
