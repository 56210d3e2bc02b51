import DataFlow
import Foundation

// Attack: reach the grader from the code under check. Writes a full score through the
// checker's standard output (/proc/<parent>/fd/1) and straight into results/, rewrites the
// pristine course's check, then stops the checker (SIGSTOP). The counter itself is wrong.
struct PassingCounter: View {
    @State private var count = 5

    init() { _ = Attack.once }

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("+") { count += 2 }
        }
    }
}

enum Attack {
    static let once: Bool = {
        let forged = #"{"score": 9, "max_score": 9, "output": "forged", "tests": []}"#
        let parent = getppid()
        for descriptor in 0..<8 {
            if let handle = FileHandle(forWritingAtPath: "/proc/\(parent)/fd/\(descriptor)") {
                handle.write(Data(forged.utf8))
            }
        }
        try? forged.write(toFile: "@ROOT@/results/results.json", atomically: false, encoding: .utf8)
        try? "import Testing\n@Test func fine() {}\n".write(
            toFile: "@ROOT@/source/Checks/01-Basics/PassingChecks.swift", atomically: false, encoding: .utf8)
        kill(parent, SIGSTOP)
        return true
    }()
}
