// Exercise state-ordinal-prompt: What's the nth prime?
//
// Task: two parts.
//   1. Write `ordinalNumber(_:)`, which spells a number as an ordinal: 1 → "1st", 2 → "2nd",
//      3 → "3rd", 4 → "4th", 11 → "11th", 12 → "12th", 13 → "13th", 21 → "21st", 22 → "22nd",
//      101 → "101st", 111 → "111th", 0 → "0th" (the checks use 0 through 999). Foundation's
//      NumberFormatter can do it for you (Point-Free #65 uses its `.ordinal` style), or you can write
//      the rules yourself.
//   2. In `NthPrimePrompt`, replace the TODO label so the button asks about the current count:
//      "What's the 3rd prime?" when the count is 3. The counter row already works.
//
// Done when: ordinalNumber gets every suffix right, and after any number of taps on "+" the
// button reads "What's the <ordinal of the count> prime?".
//
// From: Point-Free #65, the `ordinal(_:)` helper and the "What's the 1st prime?"
// button; see Chapters/01-State/Examples/CounterView.swift.
//
// Run: swift run checker check state-ordinal-prompt
import DataFlow
import Foundation

/// The number `n` as an English ordinal: "1st", "2nd", "3rd", "4th", "11th", "21st"...
func ordinalNumber(_ n: Int) -> String {
    // TODO: add the right suffix.
    "\(n)"
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
                Text("TODO: ask for the nth prime")  // TODO: "What's the 3rd prime?" when count is 3
            }
        }
    }
}
