// Exercise state-prime-color: Green for primes
//
// Task: the counter below works. Make its count's Text green when the count is prime and red
// when it is not, with `.foregroundColor(...)` on that Text. `isPrime(_:)` is provided (it is
// a solution of state-is-prime: do that exercise first).
//
// Done when: the count is red at 0 and 1, green at 2, 3, 5, 7..., red at 4, 6, 8, 9..., and
// the colour changes as you tap "+" and "-".
//
// From: Point-Free #65, exercise 3: "if the current count is prime, make the counter
// screen's Text green, otherwise red"; see Chapters/01-State/Examples/CounterView.swift.
//
// Run: swift run checker check state-prime-color
import DataFlow

/// A counter whose count is shown green when it is prime and red when it is not.
struct PrimeColorCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            HStack {
                Button(action: { self.count -= 1 }) {
                    Text("-")
                }
                Text("\(self.count)")  // TODO: green when the count is prime, red otherwise
                Button(action: { self.count += 1 }) {
                    Text("+")
                }
            }
            Button(action: {}) {
                Text("Is this prime?")
            }
        }
        .font(.title)
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
