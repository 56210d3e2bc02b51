// Correct: the count's Text is extracted into a subview that takes the count as a `let` and
// colours itself with foregroundStyle.
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
                CountLabel(count: count)
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

/// The count, green when it is prime and red when it is not.
struct CountLabel: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .foregroundStyle(isPrime(count) ? Color.green : Color.red)
    }
}

/// True when `p` is prime (a solution of state-is-prime).
private func isPrime(_ p: Int) -> Bool {
    if p <= 1 { return false }
    var divisor = 2
    while divisor * divisor <= p {
        if p % divisor == 0 { return false }
        divisor += 1
    }
    return true
}
