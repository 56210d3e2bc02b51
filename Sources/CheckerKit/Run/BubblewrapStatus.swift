import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What bubblewrap itself reported about one sandbox (`--json-status-fd`): a JSON document with
/// `child-pid` once it has made the namespaces, and one with `exit-code` when the program it
/// started has ended, written only when bubblewrap's setup finished and it executed the program
/// (its `report_child_exit_status`). The code under check cannot write to this descriptor: it
/// is bubblewrap's, closed before the program starts.
///
/// So the sandbox failed to start exactly when bubblewrap ended on its own without reporting the
/// program's exit: whatever the program printed.
struct BubblewrapStatus: Equatable {
    /// The program's process id as bubblewrap saw it, when reported.
    var childProcess: Int?
    /// The program's exit status, when bubblewrap started it and saw it end.
    var exitCode: Int?

    init(childProcess: Int? = nil, exitCode: Int? = nil) {
        self.childProcess = childProcess
        self.exitCode = exitCode
    }

    /// Reads every document from `descriptor` until bubblewrap closed it (it has ended).
    init(reading descriptor: Int32) {
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        while text.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            text += buffer[0..<count]
        }
        self.init(parsing: String(decoding: text, as: UTF8.self))
    }

    /// The fields of the documents in `text` (one per line).
    init(parsing text: String) {
        for line in text.split(separator: "\n") {
            guard let data = line.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { continue }
            if let pid = object["child-pid"] as? Int { childProcess = pid }
            if let code = object["exit-code"] as? Int { exitCode = code }
        }
    }

    /// True when bubblewrap never started the program: it reported no exit of it.
    var programNeverStarted: Bool { exitCode == nil }
}
