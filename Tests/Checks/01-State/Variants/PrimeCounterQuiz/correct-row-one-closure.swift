// Correct: the row takes the count and one closure that is told the step (-1 or +1); the sheet's
// content is a view of its own with if/else; the sheet is `.sheet(item:)` on an Int wrapper.
import DataFlow

/// Point-Free #65's counter screen, all of chapter 1 at once.
struct PrimeCounterQuiz: View {
    @State private var count = 0
    @State private var asked: AskedNumber?

    var body: some View {
        VStack {
            PrimeCounterRow(count: count) { step in count += step }
            Button("Is this prime?") { asked = AskedNumber(value: count) }
            Button("Reset") { count = 0 }
        }
        .sheet(item: $asked) { asked in
            AnswerText(number: asked.value)
        }
    }
}

/// "-", the count (green when prime, red when not), "+". It shows the count; it does not own it.
struct PrimeCounterRow: View {
    let count: Int
    let step: @MainActor (Int) -> Void

    var body: some View {
        HStack {
            Button("-") { step(-1) }
            Text("\(count)").foregroundColor(isPrime(count) ? .green : .red)
            Button("+") { step(1) }
        }
    }
}

/// The number the sheet is answering about.
struct AskedNumber: Identifiable {
    let value: Int
    var id: Int { value }
}

/// The sheet: whether `number` is prime.
struct AnswerText: View {
    let number: Int

    var body: some View {
        if isPrime(number) {
            Text("\(number) is prime 🎉")
        } else {
            Text("\(number) is not prime :(")
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
