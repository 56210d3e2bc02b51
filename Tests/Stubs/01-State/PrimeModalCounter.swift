// Exercise state-prime-modal: The "Is this prime?" modal
//
// Task: make the "Is this prime?" button present a sheet (a modal) that answers for the current
// count. Drive it with state the view owns, as Point-Free #65 suggests: an optional @State value that
// is nil while no modal is shown and holds the question while it is. For example:
//
//     struct PrimeQuestion: Identifiable { let number: Int; var id: Int { number } }
//     @State private var primeQuestion: PrimeQuestion?
//     ... .sheet(item: $primeQuestion) { question in ... }
//
// (`.sheet(isPresented:)` with a Bool works too.) The sheet shows one Text, worded exactly:
//     "7 is prime 🎉"        when the count is prime (here, 7)
//     "6 is not prime :("    when it is not (here, 6; also 0, 1 and negatives)
// Swiping the sheet down (the checks call `host.dismissSheet()`) must hide it again: with
// `.sheet(item:)` that sets your optional back to nil.
//
// Done when: tapping "Is this prime?" shows the right answer for the count, dismissing the sheet
// brings the counter back with its count, and opening it again answers for the new count.
//
// From: Point-Free #65, exercise 4: "add an optional @State value to CounterView and
// show or hide the modal from the 'Is this prime?' button". `isPrime(_:)` is provided (a solution
// of state-is-prime).
//
// Run: swift run checker check state-prime-modal
import DataFlow

/// A counter whose "Is this prime?" button presents the answer in a sheet.
struct PrimeModalCounter: View {
    @State private var count = 0
    // TODO: the optional state that says which question the sheet is showing, if any.

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
            Button(action: { /* TODO: present the answer for the current count */  }) {
                Text("Is this prime?")
            }
        }
        .font(.title)
        // TODO: .sheet(item: ...) { ... }
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
