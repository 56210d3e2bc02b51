import DataFlow
import Foundation

// Containment: children that detach (setsid, a new process group, Foundation.Process, a
// daemon's double fork) must not outlive the check. Each sleeps for a marked time.
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
    nonisolated(unsafe) static var started = false

    static func now() {
        guard !started else { return }
        started = true
        let process = Process()
        process.executableURL = URL(filePath: "/bin/sleep")
        process.arguments = ["297.125"]
        try? process.run()
        var pid: pid_t = 0
        let words = ["/bin/sh", "-c", "setsid sleep 297.250 & (sleep 297.375 &) ; exit 0"]
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
        arguments.append(nil)
        _ = posix_spawn(&pid, "/bin/sh", nil, nil, arguments, nil)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
