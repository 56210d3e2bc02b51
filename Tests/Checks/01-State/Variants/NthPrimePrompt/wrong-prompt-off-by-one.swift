// Wrong: the prompt asks about count + 1, an off-by-one. The learner should see the button read
// "What's the 1st prime?" at a count of 0.
import DataFlow
import Foundation

/// The number `n` as an English ordinal: "1st", "2nd", "3rd", "4th", "11th", "21st"...
func ordinalNumber(_ n: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .ordinal
    return formatter.string(for: n) ?? ""
}

/// A counter whose prompt asks for the count-th prime: "What's the 3rd prime?".
struct NthPrimePrompt: View {
    @State private var count = 0

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
            Button(action: {}) {
                Text("What's the \(ordinalNumber(self.count + 1)) prime?")
            }
        }
    }
}
