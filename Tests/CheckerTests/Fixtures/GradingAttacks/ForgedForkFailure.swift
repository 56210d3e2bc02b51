import DataFlow
import Foundation

// Attack: a passing exercise that prints a shell's words for a failed fork, so that the checker
// adds its process-limit note to a pass. The counter is right: the grade must stay a plain pass.
struct PassingCounter: View {
    @State private var count = 0

    init() { _ = Forged.printed }

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 1 }
        }
    }
}

enum Forged {
    static let printed: Bool = {
        FileHandle.standardError.write(
            Data("sh: 1: Cannot fork\nbash: fork: retry: Resource temporarily unavailable\n".utf8))
        return true
    }()
}

#Preview("Counter") {
    PassingCounter()
}
