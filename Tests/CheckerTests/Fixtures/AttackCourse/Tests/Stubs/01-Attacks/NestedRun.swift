import DataFlow
import Foundation

// Attack: run the check runner again, filtered to one check, then leave with status 0.
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
        let process = Process()
        process.executableURL = URL(filePath: "/proc/self/exe")
        process.arguments = ["--filter", "startsAtZero", "--event-stream-output-path", "/dev/fd/3"]
        try? process.run()
        process.waitUntilExit()
        exit(0)
    }
}
