import DataFlow
import Foundation

// Attack: trace or read another process of the sandbox (its first process, bubblewrap's; the
// same calls reach the runner's own memory from a child): `ptrace(PTRACE_SEIZE)` and
// `process_vm_readv`. The counter is right only when one of them worked.
struct PassingCounter: View {
    @State private var count = Trace.worked ? 0 : 5

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 1 }
        }
    }
}

enum Trace {
    typealias Call = @convention(c) (Int, Int, Int, Int, Int, Int) -> Int

    static let worked: Bool = {
        guard let ptrace = dlsym(nil, "ptrace"), let readv = dlsym(nil, "process_vm_readv") else { return false }
        var word: UInt64 = 0
        var local = iovec(iov_base: &word, iov_len: 8)
        var remote = iovec(iov_base: UnsafeMutableRawPointer(bitPattern: 0x400000), iov_len: 8)
        // PTRACE_SEIZE (0x4206) attaches without stopping the process; PTRACE_DETACH (17) lets go.
        let attached = unsafeBitCast(ptrace, to: Call.self)(0x4206, Int(getppid()), 0, 0, 0, 0) == 0
        if attached { _ = unsafeBitCast(ptrace, to: Call.self)(17, Int(getppid()), 0, 0, 0, 0) }
        let read = withUnsafeMutablePointer(to: &local) { localPointer in
            withUnsafeMutablePointer(to: &remote) { remotePointer in
                unsafeBitCast(readv, to: Call.self)(
                    Int(getppid()), Int(bitPattern: localPointer), 1, Int(bitPattern: remotePointer), 1, 0)
            }
        }
        // EFAULT (nothing mapped there) still shows the call was allowed.
        return attached || read > 0 || (read < 0 && errno == EFAULT)
    }()
}

#Preview("Counter") {
    PassingCounter()
}
