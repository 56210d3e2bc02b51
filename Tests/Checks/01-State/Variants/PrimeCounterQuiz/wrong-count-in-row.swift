// Wrong: the row owns a @State count of its own, so "+" and "-" change the row's count while the
// screen's (which the sheet and Reset use) stays 0: two sources of truth. The learner should read
// that the sheet answers for 0 and keep the one count in PrimeCounterQuiz.
import DataFlow

/// Point-Free #65's counter screen, all of chapter 1 at once.
struct PrimeCounterQuiz: View {
    @State private var count = 0
    @State private var question: PrimeQuizQuestion?

    var body: some View {
        VStack {
            PrimeCounterRow()
            Button("Is this prime?") { question = PrimeQuizQuestion(number: count) }
            Button("Reset") { count = 0 }
        }
        .sheet(item: $question) { question in
            Text(isPrime(question.number) ? "\(question.number) is prime 🎉" : "\(question.number) is not prime :(")
        }
    }
}

/// "-", the count (green when prime, red when not), "+", with a count of its own.
struct PrimeCounterRow: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Button("-") { count -= 1 }
            Text("\(count)").foregroundColor(isPrime(count) ? .green : .red)
            Button("+") { count += 1 }
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
