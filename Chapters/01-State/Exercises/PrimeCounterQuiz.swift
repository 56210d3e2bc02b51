// Exercise state-quiz: Quiz: the counter, its colour and its modal
//
// The chapter's quiz: Point-Free #65's counter screen, with everything chapter 1 taught.
//
// Task: finish PrimeCounterQuiz so that
//   - "-" and "+" change a count shown between them, starting at 0: `Text("\(count)")`;
//   - that Text is `.foregroundColor(.green)` when the count is prime and `.red` when it is not
//     (computed from the count each time, not kept in state of its own);
//   - "Is this prime?" presents a sheet with one Text, worded exactly "7 is prime 🎉" or
//     "6 is not prime :(" (0, 1 and negatives are not prime); dismissing it (the checks call
//     `host.dismissSheet()`) hides it and leaves the count as it was;
//   - "Reset" sets the count back to 0.
// Who owns what: PrimeCounterQuiz owns the count and the sheet's state (@State), because both its
// own buttons and the row use them. PrimeCounterRow only shows the count and asks for changes: give
// it the count as a `let` and the changes as closures, as in state-single-source.
//
// Done when: every change is PrimeCounterQuiz's own @State, the colour follows the count after +,
// - and Reset, and the sheet answers for the count shown.
//
// From: Point-Free #65, "SwiftUI and State Management, part 1" (the counter, exercises 3 and 4).
// `isPrime(_:)` is provided.
//
// Run: swift run checker check state-quiz
import DataFlow

/// Point-Free #65's counter screen, all of chapter 1 at once.
struct PrimeCounterQuiz: View {
    // TODO: the count, and the state that says whether (and for which number) the sheet is shown.

    var body: some View {
        VStack {
            PrimeCounterRow()
            Button("Is this prime?") {
                // TODO: present the answer for the current count.
            }
            Button("Reset") {
                // TODO: back to 0.
            }
        }
        // TODO: .sheet(item: ...) or .sheet(isPresented: ...)
    }
}

/// "-", the count (green when prime, red when not), "+". It shows the count; it does not own it.
struct PrimeCounterRow: View {
    // TODO: the count to show, and what "-" and "+" should do.

    var body: some View {
        HStack {
            Button("-") {}
            Text("?")
            Button("+") {}
        }
    }
}

/// True when `p` is prime (provided: a solution of state-is-prime).
private func isPrime(_ p: Int) -> Bool {
    if p <= 1 { return false }
    var divisor = 2
    while divisor * divisor <= p {
        if p % divisor == 0 { return false }
        divisor += 1
    }
    return true
}
