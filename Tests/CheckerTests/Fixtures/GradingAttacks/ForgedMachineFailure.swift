import DataFlow
import Foundation

// Attack: pose as the sandbox failing. bubblewrap's own errors begin with "bwrap:", and a
// checker that read that text from the program's output retried the run three times and told
// the learner "a problem of the machine". The counter is wrong.
struct PassingCounter: View {
    @State private var count = 5

    init() { _ = Forged.printed }

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 2 }
        }
    }
}

enum Forged {
    static let printed: Bool = {
        FileHandle.standardError.write(Data("bwrap: execvp /sandbox/check/check-runner: Text file busy\n".utf8))
        _exit(1)
    }()
}

#Preview("Counter") {
    PassingCounter()
}
