// Seed 003 (Point-Free #65, "SwiftUI and State Management, part 1"): the counter screen, in the
// seed's @State version (before it moves the count into AppState in chapter 3).
// Only `import SwiftUI` became `import DataFlow`; Foundation is for NumberFormatter.
import DataFlow
import Foundation

/// Point-Free's counter: `-` and `+` change a `@State` count, and the prompt asks for the
/// count-th prime with an ordinal ("What's the 1st prime?"). The count is local state, so it
/// is lost when the screen is left.
struct CounterView: View {
    @State var count: Int = 0

    var body: some View {
        VStack {
            HStack {
                Button(action: { self.count -= 1 }) {
                    Text("-")
                }
                Text("\(self.count)")
                Button(action: { self.count += 1 }) {
                    Text("+")
                }
            }
        }
    }
}
