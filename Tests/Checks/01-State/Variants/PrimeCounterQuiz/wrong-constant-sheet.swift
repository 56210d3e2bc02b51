// Wrong: the sheet is bound with .constant(isAsking), so it appears, but dismissing writes false
// into a binding that ignores every write and the sheet never goes away. The learner should bind
// the sheet to PrimeCounterQuiz's @State with $.
import DataFlow

/// Point-Free #65's counter screen, all of chapter 1 at once.
struct PrimeCounterQuiz: View {
    @State private var count = 0
    @State private var isAsking = false

    var body: some View {
        VStack {
            PrimeCounterRow(count: count, decrement: { count -= 1 }, increment: { count += 1 })
            Button("Is this prime?") { isAsking = true }
            Button("Reset") { count = 0 }
        }
        .sheet(isPresented: .constant(isAsking)) {
            Text(isPrime(count) ? "\(count) is prime 🎉" : "\(count) is not prime :(")
        }
    }
}

/// "-", the count (green when prime, red when not), "+". It shows the count; it does not own it.
struct PrimeCounterRow: View {
    let count: Int
    let decrement: @MainActor () -> Void
    let increment: @MainActor () -> Void

    var body: some View {
        HStack {
            Button("-", action: decrement)
            Text("\(count)").foregroundColor(isPrime(count) ? .green : .red)
            Button("+", action: increment)
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
