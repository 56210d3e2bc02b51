// Correct: the prompt is an extracted subview that takes the count as a `let`; ordinalNumber uses
// a suffix table.
import DataFlow
import Foundation

/// The number `n` as an English ordinal: "1st", "2nd", "3rd", "4th", "11th", "21st"...
func ordinalNumber(_ n: Int) -> String {
    let suffixes = ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"]
    let isTeen = (11...13).contains(n % 100)
    return String(n) + (isTeen ? "th" : suffixes[n % 10])
}

/// The prompt: "What's the 3rd prime?" for 3.
struct NthPrimeQuestion: View {
    let count: Int

    var body: some View {
        Button {
        } label: {
            Text("What's the \(ordinalNumber(count)) prime?")
        }
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
            NthPrimeQuestion(count: count)
        }
    }
}
