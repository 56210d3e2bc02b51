// Correct: two @State properties, the asked number and a Bool, both set by the button (one tap
// changes both), with `.sheet(isPresented:)` and a ternary for the answer.
import DataFlow

/// A counter whose "Is this prime?" button presents the answer in a sheet.
struct PrimeModalCounter: View {
    @State private var count = 0
    @State private var askedNumber = 0
    @State private var isAsking = false

    var body: some View {
        VStack {
            HStack {
                Button(action: { self.count -= 1 }) { Text("-") }
                Text("\(self.count)")
                Button(action: { self.count += 1 }) { Text("+") }
            }
            Button(action: ask) { Text("Is this prime?") }
        }
        .font(.title)
        .sheet(isPresented: $isAsking) {
            Text(isPrime(askedNumber) ? "\(askedNumber) is prime 🎉" : "\(askedNumber) is not prime :(")
        }
    }

    private func ask() {
        askedNumber = count
        isAsking = true
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
