import DataFlow
import Foundation

// Attack: cut the results channel off (shut every socket down, close every descriptor) during
// a check and again at exit, so that failures are never reported.
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
        atexit { for descriptor in Int32(3)..<Int32(64) { close(descriptor) } }
        for descriptor in Int32(3)..<Int32(64) {
            shutdown(descriptor, Int32(SHUT_RDWR))
            close(descriptor)
        }
    }
}
