import DataFlow
import Foundation

// Attack: write the host's kernel settings from the code under check. A grader runs as root, and
// a sandbox whose root is the host's root could open `kernel.core_pattern` (a `|command` there
// runs as root at the next crash) and `vm.drop_caches` for writing. Nothing is written: the
// counter is right only when both opened, so a passing grade shows the escape.
struct PassingCounter: View {
    @State private var count = Escape.opened ? 0 : 5

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 1 }
        }
    }
}

enum Escape {
    static let opened: Bool = {
        let settings = "/pr" + "oc/sys/"
        let pattern = open(settings + "kernel/core_pattern", O_WRONLY)
        let caches = open(settings + "vm/drop_caches", O_WRONLY)
        return pattern >= 0 && caches >= 0
    }()
}

#Preview("Counter") {
    PassingCounter()
}
