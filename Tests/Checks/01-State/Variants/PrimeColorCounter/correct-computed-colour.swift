// Correct: the colour is a computed property with if/else, applied with foregroundColor; no self.
import DataFlow

/// A counter whose count is shown green when it is prime and red when it is not.
struct PrimeColorCounter: View {
    @State private var count = 0

    private var countColour: Color {
        if isPrime(count) {
            return .green
        } else {
            return .red
        }
    }

    var body: some View {
        VStack {
            HStack {
                Button(action: { self.count -= 1 }) {
                    Text("-")
                }
                Text("\(count)")
                    .foregroundColor(countColour)
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
