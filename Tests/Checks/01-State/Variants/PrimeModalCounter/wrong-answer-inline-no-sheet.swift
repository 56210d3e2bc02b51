// Wrong: the answer is shown under the button instead of in a sheet. The learner should present it
// with .sheet, as the task asks.
import DataFlow

/// A counter whose "Is this prime?" button presents the answer in a sheet.
struct PrimeModalCounter: View {
    @State private var count = 0
    @State private var primeQuestion: PrimeQuestion?

    var body: some View {
        VStack {
            HStack {
                Button(action: { self.count -= 1 }) {
                    Text("-")
                }
                Text("\(self.count)")
                Button(action: { self.count += 1 }) {
                    Text("+")
                }
            }
            Button(action: { self.primeQuestion = PrimeQuestion(number: self.count) }) {
                Text("Is this prime?")
            }
            if let question = primeQuestion {
                PrimeAnswerView(number: question.number)
            }
        }
        .font(.title)
    }
}

/// The question the modal answers: is `number` prime? Non-nil exactly while the modal is shown.
struct PrimeQuestion: Identifiable {
    let number: Int
    var id: Int { number }
}

/// The modal's content: whether `number` is prime.
struct PrimeAnswerView: View {
    let number: Int

    var body: some View {
        if isPrime(number) {
            Text("\(number) is prime 🎉")
        } else {
            Text("\(number) is not prime :(")
        }
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
