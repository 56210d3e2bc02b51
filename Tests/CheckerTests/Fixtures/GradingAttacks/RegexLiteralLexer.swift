import DataFlow

// Attack: a regex literal whose '/*' a hand-written lexer takes for the start of a comment, so
// that it reads everything after it as one.
nonisolated(unsafe) let confusing = #/a/*b/#
import Glibc

@_silgen_name("getpid") func processID() -> Int32

struct PassingCounter: View {
    @State private var count = 5

    var body: some View {
        Text("Count: \(count)")
    }
}
