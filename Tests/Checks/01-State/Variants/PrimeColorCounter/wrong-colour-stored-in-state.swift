// Wrong: the colour is kept in its own @State and updated only by "+", a second copy of a fact
// that body could compute. Counting down leaves it stale; the learner should compute derived
// values in body.
import DataFlow

/// A counter whose count is shown green when it is prime and red when it is not.
struct PrimeColorCounter: View {
    @State private var count = 0
    @State private var colour = Color.red

    var body: some View {
        VStack {
            HStack {
                Button(action: { self.count -= 1 }) {
                    Text("-")
                }
                Text("\(self.count)")
                    .foregroundColor(colour)
                Button(action: {
                    self.count += 1
                    self.colour = isPrime(self.count) ? .green : .red
                }) {
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
