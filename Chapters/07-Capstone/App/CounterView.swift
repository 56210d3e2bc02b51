import Composable
import DataFlow

/// Seed 003's counter screen over the app's store: "-" and "+", "Is this prime?" (a sheet from the
/// optional `primeModal`, SwiftUI's `sheet(item:)` on a scoped store binding, as TCA presents
/// one), and "What's the nth prime?", disabled while `isNthPrimeLoading` says the client has not
/// answered yet.
struct CounterView: View {
    @Bindable var store: StoreOf<AppFeature>

    var body: some View {
        VStack {
            HStack {
                Button("-") { store.send(.decrementButtonTapped) }
                Text("\(store.count)")
                Button("+") { store.send(.incrementButtonTapped) }
            }
            Button("Is this prime?") { store.send(.isPrimeButtonTapped) }
            Button("What's the \(ordinal(store.count)) prime?") { store.send(.nthPrimeButtonTapped) }
                .disabled(store.isNthPrimeLoading)
            if store.isNthPrimeLoading {
                ProgressView()
            } else if let answer = store.nthPrime {
                Text("The \(ordinal(store.count)) prime is \(answer)")
            }
        }
        .navigationTitle("Counter demo")
        .sheet(item: $store.scope(state: \.primeModal, action: \.primeModal)) { modal in
            IsPrimeModalView(store: modal)
        }
    }
}
