// Wrong: the exception is written for 11, 12 and 13 only, so 111 becomes "111st". The learner
// should look at n % 100, not at n.
import DataFlow
import Foundation

/// The number `n` as an English ordinal: "1st", "2nd", "3rd", "4th", "11th", "21st"...
func ordinalNumber(_ n: Int) -> String {
    if n == 11 || n == 12 || n == 13 { return "\(n)th" }
    switch n % 10 {
    case 1: return "\(n)st"
    case 2: return "\(n)nd"
    case 3: return "\(n)rd"
    default: return "\(n)th"
    }
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
                Text("What's the \(ordinalNumber(self.count)) prime?")
            }
        }
    }
}
