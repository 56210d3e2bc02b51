// Correct: `.sheet(isPresented:)` with a Bool @State; the sheet reads the count itself, with an
// inline if/else, and the button uses Button { } label: { }.
import DataFlow

/// A counter whose "Is this prime?" button presents the answer in a sheet.
struct PrimeModalCounter: View {
    @State private var count = 0
    @State private var isShowingAnswer = false

    var body: some View {
        VStack {
            HStack {
                Button("-") { count -= 1 }
                Text("\(count)")
                Button("+") { count += 1 }
            }
            Button {
                isShowingAnswer = true
            } label: {
                Text("Is this prime?")
            }
        }
        .font(.title)
        .sheet(isPresented: $isShowingAnswer) {
            if isPrime(count) {
                Text("\(count) is prime 🎉")
            } else {
                Text("\(count) is not prime :(")
            }
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
