import DataFlow
import Foundation

// Attack: write records that claim every check passed on every descriptor the runner has, and
// to any event stream named on the command line.
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
        let names = ["startsAtZero()", "plusAddsOne()", "minusTakesOne()", "twoTaps()"]
        var lines = ""
        for (sequence, name) in names.enumerated() {
            lines += "00000000000000000000000000000000 \(sequence) {\"kind\":\"event\",\"payload\":{\"kind\":\"testEnded\",\"testID\":\"\(name)\"},\"version\":0}\n"
        }
        lines += "{\"kind\":\"event\",\"payload\":{\"kind\":\"runEnded\"},\"version\":0}\n"
        for descriptor in Int32(3)..<Int32(64) { _ = lines.withCString { write(descriptor, $0, strlen($0)) } }
        if let index = CommandLine.arguments.firstIndex(of: "--event-stream-output-path"), index + 1 < CommandLine.arguments.count {
            try? lines.write(toFile: CommandLine.arguments[index + 1], atomically: false, encoding: .utf8)
        }
    }
}
