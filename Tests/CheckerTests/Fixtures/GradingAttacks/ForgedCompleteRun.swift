import DataFlow
import Foundation

// Attack: write a complete run of its own. When the checks first build the counter, writes on
// descriptor 3 a whole well-formed run of the declared checks, every one passing, with a run end,
// then ends the runner with `_exit(0)` before a real failure can be sent. It knows neither the
// run's key nor its canaries. The counter itself is wrong.
struct PassingCounter: View {
    @State private var count = 5

    init() { _ = Forgery.sent }

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("+") { count += 2 }
        }
    }
}

enum Forgery {
    static let sent: Bool = {
        let checks = ["startsAtZero()", "tappingAddsOne()", "previewShowsCounter()", "examplePreview()"]
        var records = [#"{"kind":"event","payload":{"kind":"runStarted"}}"#]
        for check in checks {
            let id = "HiddenChecks.PassingChecks/\(check)/PassingChecks.swift:5:6"
            records.append(#"{"kind":"test","payload":{"kind":"function","id":"\#(id)","name":"\#(check)"}}"#)
            records.append(#"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)"}}"#)
            records.append(#"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)"}}"#)
        }
        records.append(#"{"kind":"event","payload":{"kind":"runEnded"}}"#)
        let code = String(repeating: "0", count: 64)
        var text = ""
        for (sequence, record) in records.enumerated() { text += "\(code) \(sequence) \(record)\n" }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
        _exit(0)
    }()
}

#Preview("Counter") {
    PassingCounter()
}
