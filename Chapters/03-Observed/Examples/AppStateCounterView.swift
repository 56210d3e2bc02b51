// Point-Free #65, "SwiftUI and State Management, part 1": the counter screen after
// `@State var count` moved into AppState. The episode's `@ObjectBinding var state: AppState` is
// `@ObservedObject` since Xcode 11 beta 5, as its correction says. Only the import differs.
import DataFlow
import Foundation

/// The counter, reading and writing `state.count` on an AppState it is given.
struct CounterView: View {
    @ObservedObject var state: AppState

    var body: some View {
        VStack {
            HStack {
                Button(action: { self.state.count -= 1 }) {
                    Text("-")
                }
                Text("\(self.state.count)")
                Button(action: { self.state.count += 1 }) {
                    Text("+")
                }
            }
            Button(action: {}) {
                Text("Is this prime?")
            }
            Button(action: {}) {
                Text("What's the \(ordinal(self.state.count)) prime?")
            }
        }
        .font(.title)
        .navigationTitle("Counter demo")
    }
}

/// The episode's helper: "1st", "2nd", "3rd", "4th"... from `NumberFormatter`'s ordinal style.
func ordinal(_ n: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .ordinal
    return formatter.string(for: n) ?? ""
}
