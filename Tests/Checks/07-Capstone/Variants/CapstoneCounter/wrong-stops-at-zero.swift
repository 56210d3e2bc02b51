// Wrong: "-" stops at zero; the seed's counter goes below zero, and the checks expect -1.
// Exercise capstone-counter: The counter, in a store that outlives its screen
//
// Task: rebuild the first screen of Point-Free #65's app (seed 003) with a reducer. ContentView
// lists "Counter demo"; following it shows CounterView: "-", the count, "+".
// - AppFeature's reducer: `incrementButtonTapped` adds one to `count`, `decrementButtonTapped`
//   takes one away (below zero too, as the seed's counter does);
// - CounterView reads the count from the store it is given and sends the actions; it must not
//   keep a copy or a store of its own: the count must still be there after going back to the
//   list and following "Counter demo" again (chapter 1's lost count).
//
// Done when: "+" twice and "-" once shows 1; going back and in again still shows 1; a TestStore
// sees each tap change `count` by one.
//
// From: seed 003 (Point-Free #65), the counter whose state was lost on navigation (chapter 1,
// section 4). See Chapters/07-Capstone/README.md, section 1.
//
// Run: swift run checker check capstone-counter
import Composable
import DataFlow

@Reducer
struct AppFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
    }

    enum Action: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .decrementButtonTapped:
                guard state.count > 0 else { return .none }
                state.count -= 1
                return .none
            case .incrementButtonTapped:
                state.count += 1
                return .none
            }
        }
    }
}

/// The app's root: a list of its screens. The store is created above it and handed down, so
/// the state lives as long as the app, not as long as a screen.
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
    let store: StoreOf<AppFeature>

    var body: some View {
        VStack {
            HStack {
                Button("-") { store.send(.decrementButtonTapped) }
                Text("\(store.count)")
                Button("+") { store.send(.incrementButtonTapped) }
            }
        }
        .navigationTitle("Counter demo")
    }
}
