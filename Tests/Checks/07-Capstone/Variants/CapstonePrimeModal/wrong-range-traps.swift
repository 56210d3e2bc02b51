// Wrong: no `p <= 3` guard, so for 2 and 3 the divisor range `2...Int(Double(p).squareRoot())` is `2...1`, which traps; the checks must name the input that crashed.
import Composable
import DataFlow

/// "Is this prime?", as seed 003's modal answers it.
func isPrime(_ p: Int) -> Bool {
    if p <= 1 { return false }
    for divisor in 2...Int(Double(p).squareRoot()) where p % divisor == 0 {
        return false
    }
    return true
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
        @Presents var primeModal: PrimeModalFeature.State?
    }

    enum Action: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
        case isPrimeButtonTapped
        case primeModal(PresentationAction<PrimeModalFeature.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .decrementButtonTapped:
                state.count -= 1
                return .none
            case .incrementButtonTapped:
                state.count += 1
                return .none
            case .isPrimeButtonTapped:
                state.primeModal = PrimeModalFeature.State(count: state.count)
                return .none
            case .primeModal:
                return .none
            }
        }
        .ifLet(\.$primeModal, action: \.primeModal) { PrimeModalFeature() }
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
        }
        .navigationTitle("Counter demo")
        .sheet(item: $store.scope(state: \.primeModal, action: \.primeModal)) { modalStore in
            IsPrimeModalView(store: modalStore)
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
