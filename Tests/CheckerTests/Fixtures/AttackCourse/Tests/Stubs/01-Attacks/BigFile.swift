import DataFlow
import Foundation

// Containment: write one huge file.
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
    static func now() {
        let path = FileManager.default.currentDirectoryPath + "/.checker-attack-big-file"
        FileManager.default.createFile(atPath: path, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let chunk = Data(repeating: 7, count: 1 << 20)
        for _ in 0..<1024 { handle.write(chunk) }
    }
}
