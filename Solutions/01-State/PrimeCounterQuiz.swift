// Solution to state-quiz: the screen owns the count and the question as @State; the colour is
// computed from the count in body each time; the row gets the count as a `let` and the changes as
// closures; the sheet is shown while the optional question is not nil.
import DataFlow

/// Point-Free #65's counter screen, all of chapter 1 at once.
struct PrimeCounterQuiz: View {
    @State private var count = 0
    @State private var question: PrimeQuizQuestion?

    var body: some View {
        VStack {
            PrimeCounterRow(
                count: count,
                decrement: { self.count -= 1 },
                increment: { self.count += 1 })
            Button("Is this prime?") {
                self.question = PrimeQuizQuestion(number: self.count)
            }
            Button("Reset") {
                self.count = 0
            }
        }
        .sheet(item: $question) { question in
            PrimeQuizAnswer(number: question.number)
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
            Text("\(count)")
                .foregroundColor(isPrime(count) ? .green : .red)
            Button("+", action: increment)
        }
    }
}

/// The question the sheet answers; non-nil exactly while the sheet is shown.
struct PrimeQuizQuestion: Identifiable {
    let number: Int
    var id: Int { number }
}

/// The sheet's content: whether `number` is prime.
struct PrimeQuizAnswer: View {
    let number: Int

    var body: some View {
        Text(isPrime(number) ? "\(number) is prime 🎉" : "\(number) is not prime :(")
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
