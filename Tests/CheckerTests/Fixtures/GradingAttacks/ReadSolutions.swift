import DataFlow
import Foundation

// Attack: the counter is right only when the code under check can see the grader's files (the
// course's solutions, the results folder) or the grader's environment (a secret, TMUX,
// SSH_AUTH_SOCK): it passes exactly when the sandbox leaks.
struct PassingCounter: View {
    @State private var count = Leak.found ? 0 : 5

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 1 }
        }
    }
}

enum Leak {
    static var found: Bool {
        let environment = ProcessInfo.processInfo.environment
        return FileManager.default.fileExists(atPath: "@ROOT@/source/Solutions/01-Basics/Passing.swift")
            || FileManager.default.isWritableFile(atPath: "@ROOT@/results")
            || environment["GRADER_SECRET"] != nil || environment["TMUX"] != nil
            || environment["SSH_AUTH_SOCK"] != nil
    }
}

#Preview("Counter") {
    PassingCounter()
}
