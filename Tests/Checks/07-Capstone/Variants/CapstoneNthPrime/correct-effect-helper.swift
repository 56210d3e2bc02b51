// Correct: the effect built by a helper method, and the answer shown by an extracted view.
// Exercise capstone-nth-prime: The nth prime, from an injected client, with a loading state
//
// Task: the counter screen gets "What's the 3rd prime?" (the count as an ordinal). The answer
// comes from the injected PrimeClient (the seed asked Wolfram Alpha over the network), never
// from the view:
// - `nthPrimeButtonTapped`: set `isNthPrimeLoading` and return an effect that asks
//   `primeClient.nthPrime(count)` and sends `nthPrimeResponse(prime)`, or `nthPrimeFailed`;
// - `nthPrimeResponse` replaces the answer (`nthPrime`) and ends the loading; `nthPrimeFailed`
//   ends the loading; changing the count forgets the old answer (that is written);
// - CounterView disables the question while it is loading and shows "The 3rd prime is 5".
//
// Done when: the client is asked about the count; the button is disabled from the tap to the
// answer; the answer is shown and a second answer replaces it; a failure re-enables the button.
//
// From: seed 003 (Point-Free #65), the network request made in a button's action; chapter 5,
// section 2 (effects and dependencies). See Chapters/07-Capstone/README.md, section 3.
//
// Run: swift run checker check capstone-nth-prime
import Composable
import DataFlow
import Foundation

/// "Is this prime?", as seed 003's modal answers it.
func isPrime(_ p: Int) -> Bool {
    if p <= 1 { return false }
    if p <= 3 { return true }
    for divisor in 2...Int(Double(p).squareRoot()) where p % divisor == 0 {
        return false
    }
    return true
}

/// "What is the nth prime?", from somewhere slow: seed 003 asks Wolfram Alpha. Tests and checks
/// answer for it; the live value counts primes.
@DependencyClient
struct PrimeClient {
    var nthPrime: @Sendable (_ n: Int) async throws -> Int
}

extension PrimeClient: DependencyKey {
    static let liveValue = PrimeClient(nthPrime: { n in
        var found = 0
        var candidate = 1
        while found < n {
            candidate += 1
            if isPrime(candidate) { found += 1 }
        }
        return candidate
    })
    static let testValue = PrimeClient()
}

extension DependencyValues {
    var primeClient: PrimeClient {
        get { self[PrimeClient.self] }
        set { self[PrimeClient.self] = newValue }
    }
}

/// "1st", "2nd", "3rd": the seed's `NumberFormatter` with the `.ordinal` style.
func ordinal(_ n: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .ordinal
    return formatter.string(for: n) ?? ""
}

/// The "Is this prime?" modal: which number it is about, and "Done", which closes it.
@Reducer
struct PrimeModalFeature {
    @ObservableState
    struct State: Equatable {
        var count: Int
    }

    enum Action: Equatable {
        case doneButtonTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { _, action in
            switch action {
            case .doneButtonTapped:
                return .run { _ in await self.dismiss() }
            }
        }
    }
}

@Reducer
struct AppFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var isNthPrimeLoading = false
        var nthPrime: Int?
        @Presents var primeModal: PrimeModalFeature.State?
    }

    enum Action: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
        case isPrimeButtonTapped
        case primeModal(PresentationAction<PrimeModalFeature.Action>)
        case nthPrimeButtonTapped
        case nthPrimeResponse(Int)
        case nthPrimeFailed
    }

    @Dependency(\.primeClient) var primeClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .decrementButtonTapped:
                state.count -= 1
                state.nthPrime = nil
                return .none
            case .incrementButtonTapped:
                state.count += 1
                state.nthPrime = nil
                return .none
            case .isPrimeButtonTapped:
                state.primeModal = PrimeModalFeature.State(count: state.count)
                return .none
            case .primeModal:
                return .none
            case .nthPrimeButtonTapped:
                state.isNthPrimeLoading = true
                return askNthPrime(state.count)
            case let .nthPrimeResponse(prime):
                state.isNthPrimeLoading = false
                state.nthPrime = prime
                return .none
            case .nthPrimeFailed:
                state.isNthPrimeLoading = false
                return .none
            }
        }
        .ifLet(\.$primeModal, action: \.primeModal) { PrimeModalFeature() }
    }

    private func askNthPrime(_ n: Int) -> Effect<Action> {
        .run { send in
            do {
                let prime = try await primeClient.nthPrime(n)
                await send(.nthPrimeResponse(prime))
            } catch {
                await send(.nthPrimeFailed)
            }
        }
    }
}

struct ContentView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Counter demo") { CounterView(store: store) }
            }
            .navigationTitle("State management")
        }
    }
}

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
            NthPrimeAnswer(count: store.count, prime: store.nthPrime)
        }
        .navigationTitle("Counter demo")
        .sheet(item: $store.scope(state: \.primeModal, action: \.primeModal)) { modalStore in
            IsPrimeModalView(store: modalStore)
        }
    }
}

struct NthPrimeAnswer: View {
    let count: Int
    let prime: Int?

    var body: some View {
        if let prime {
            Text("The \(ordinal(count)) prime is \(prime)")
        }
    }
}

struct IsPrimeModalView: View {
    let store: StoreOf<PrimeModalFeature>

    var body: some View {
        VStack {
            if isPrime(store.count) {
                Text("\(store.count) is prime 🎉")
            } else {
                Text("\(store.count) is not prime :(")
            }
            Button("Done") { store.send(.doneButtonTapped) }
        }
    }
}
