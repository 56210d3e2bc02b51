// Correct: everything in one view (no row), a Bool and the asked number for `.sheet(isPresented:)`,
// the colour from a computed property, and `Button { } label: { }`.
import DataFlow

/// Point-Free #65's counter screen, all of chapter 1 at once.
struct PrimeCounterQuiz: View {
    @State private var count = 0
    @State private var askedNumber = 0
    @State private var isAsking = false

    private var countColor: Color {
        if isPrime(count) {
            return .green
        } else {
            return .red
        }
    }

    var body: some View {
        VStack {
            HStack {
                Button {
                    count -= 1
                } label: {
                    Text("-")
                }
                Text("\(count)").foregroundColor(countColor)
                Button {
                    count += 1
                } label: {
                    Text("+")
                }
            }
            Button {
                askedNumber = count
                isAsking = true
            } label: {
                Text("Is this prime?")
            }
            Button {
                count = 0
            } label: {
                Text("Reset")
            }
        }
        .sheet(isPresented: $isAsking) {
            if isPrime(askedNumber) {
                Text("\(askedNumber) is prime 🎉")
            } else {
                Text("\(askedNumber) is not prime :(")
            }
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
