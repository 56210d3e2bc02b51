// Wrong: green and red are swapped. The learner should see the first check say 0 must be red.
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
                Text("\(self.count)")
                    .foregroundColor(isPrime(self.count) ? .red : .green)
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
