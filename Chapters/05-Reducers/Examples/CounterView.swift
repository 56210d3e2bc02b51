import Composable
import DataFlow
import Foundation

/// Seed 003's `CounterView`, reading a store instead of owning `@State`: "-", the count, "+",
/// and "What's the 1st prime?" (an ordinal, as the seed formats it), disabled while the
/// question is being answered. The answer is shown below once it arrives.
struct CounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        VStack {
            HStack {
                Button("-") { store.send(.decrementButtonTapped) }
                Text("\(store.count)")
                Button("+") { store.send(.incrementButtonTapped) }
            }
            Button("What's the \(ordinal(store.count)) prime?") {
                store.send(.nthPrimeButtonTapped)
            }
            .disabled(store.isLoading)
            if let prime = store.nthPrime {
                Text("The \(ordinal(store.count)) prime is \(prime)")
            }
        }
        .navigationTitle("Counter demo")
    }
}

/// "1st", "2nd", "3rd": the seed's `NumberFormatter` with the `.ordinal` style.
func ordinal(_ n: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .ordinal
    return formatter.string(for: n) ?? ""
}
