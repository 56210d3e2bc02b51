// Exercise capstone-prime-modal: "Is this prime?", a modal from optional state
//
// Task: the counter screen gets "Is this prime?", which presents a modal (a sheet) saying
// "7 is prime 🎉" or "6 is not prime :(", with a "Done" button that closes it (PrimeModalFeature
// and IsPrimeModalView are written; "Done" asks `dismiss`).
// - `isPrime(_:)`: numbers below 2 are not prime; 2 and 3 are; otherwise no divisor from 2 up to
//   the square root. Answer 2 and 3 before any loop: for them the square root is below 2, and
//   `2...Int(Double(p).squareRoot())` is the range `2...1`, which traps ("Range requires
//   lowerBound <= upperBound");
// - `isPrimeButtonTapped` presents the modal: `primeModal` holds its state, for the current count;
// - AppFeature's body runs PrimeModalFeature while it is presented (`ifLet`), so "Done" and a
//   swipe clear `primeModal`;
// - CounterView presents IsPrimeModalView as a sheet from `primeModal`.
//
// Done when: "Is this prime?" at 7 shows "7 is prime 🎉", at 6 "6 is not prime :(", at 1 not
// prime; "Done" and swiping the sheet away both close it and clear `primeModal`.
//
// From: seed 003 (Point-Free #65) and its exercise 4 (a modal driven by optional state); chapter 1,
// section 6 presented it from a view's own @State, which works but keeps the modal's state where no
// test reaches it. See Chapters/07-Capstone/README.md, section 2.
//
// Run: swift run checker check capstone-prime-modal
import Composable
import DataFlow

/// "Is this prime?", as seed 003's modal answers it.
func isPrime(_ p: Int) -> Bool {
    if p <= 1 { return false }
    if p <= 3 { return true }
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
