// Wrong: the screen owns the count, but the row declares `@State var count` and is handed the
// screen's value: @State keeps only the first value a parent passes, so the row shows 0 forever.
// The learner should give a view that only shows a value a plain `let`.
import DataFlow

/// Point-Free #65's counter screen, all of chapter 1 at once.
struct PrimeCounterQuiz: View {
    @State private var count = 0
    @State private var question: PrimeQuizQuestion?

    var body: some View {
        VStack {
            PrimeCounterRow(count: count, decrement: { count -= 1 }, increment: { count += 1 })
            Button("Is this prime?") { question = PrimeQuizQuestion(number: count) }
            Button("Reset") { count = 0 }
        }
        .sheet(item: $question) { question in
            Text(isPrime(question.number) ? "\(question.number) is prime 🎉" : "\(question.number) is not prime :(")
        }
    }
}

/// "-", the count (green when prime, red when not), "+", holding the count it was given in @State.
struct PrimeCounterRow: View {
    @State var count: Int
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

/// The question the sheet answers; non-nil exactly while the sheet is shown.
struct PrimeQuizQuestion: Identifiable {
    let number: Int
    var id: Int { number }
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
