// Wrong: the colour is kept in a @State of its own and set by "+" and "-", but Reset forgets it, so
// after Reset from 5 the 0 stays green. The learner should compute a derived value in body, where
// no change can forget it.
import DataFlow

/// Point-Free #65's counter screen, all of chapter 1 at once.
struct PrimeCounterQuiz: View {
    @State private var count = 0
    @State private var countColor: Color = .red
    @State private var question: PrimeQuizQuestion?

    var body: some View {
        VStack {
            HStack {
                Button("-") {
                    count -= 1
                    countColor = isPrime(count) ? .green : .red
                }
                Text("\(count)").foregroundColor(countColor)
                Button("+") {
                    count += 1
                    countColor = isPrime(count) ? .green : .red
                }
            }
            Button("Is this prime?") { question = PrimeQuizQuestion(number: count) }
            Button("Reset") { count = 0 }
        }
        .sheet(item: $question) { question in
            Text(isPrime(question.number) ? "\(question.number) is prime 🎉" : "\(question.number) is not prime :(")
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
