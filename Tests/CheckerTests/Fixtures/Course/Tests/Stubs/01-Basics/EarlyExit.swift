import DataFlow
import Foundation

struct ExitingCounter: View {
    @State private var count = 0

    init() {
        exit(0)
    }

    var body: some View {
        VStack {
            Badge(label: "counter")
            Text("Count: \(count)")
            Button("+") { count += 1 }
        }
    }
}
