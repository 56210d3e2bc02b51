import Composable
import DataFlow

/// Seed 003's "Is this prime?" modal over the presented child store: the answer, and for a prime
/// the button that asks `AppFeature` to save or remove it (the modal only reads `isFavorite`);
/// "Done" closes the sheet through `@Dependency(\.dismiss)`.
struct IsPrimeModalView: View {
    let store: StoreOf<PrimeModalFeature>

    var body: some View {
        VStack {
            if !isPrime(store.count) {
                Text("\(store.count) is not prime :(")
            } else {
                Text("\(store.count) is prime 🎉")
                let label = store.isFavorite ? "Remove from favorite primes" : "Save to favorite primes"
                Button(label) { store.send(.favoriteButtonTapped) }
            }
            Button("Done") { store.send(.doneButtonTapped) }
        }
    }
}
