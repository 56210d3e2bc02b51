// Exercise reducers-counter: A counter reducer
//
// Task: ScoreFeature keeps a basketball score. Its view (given, below) only sends actions; every
// change of state must happen in the reducer. Write the reducer's cases:
// - "+1", "+2" and "+3" add that many points (`scoreButtonTapped(points)`);
// - "Undo" takes back the last basket (`undoButtonTapped`); with nothing to undo it does nothing;
// - "Reset" sets the score to 0 and forgets the baskets (`resetButtonTapped`).
//
// Done when: the buttons change the score shown, Undo takes back exactly the last basket (twice
// takes back two), and Undo on an empty game changes nothing.
//
// From: seed 003 (Point-Free #65): state is mutated in one place, not in the views. See
// Chapters/05-Reducers/README.md, section 1.
//
// Run: swift run checker check reducers-counter
import Composable
import DataFlow

@Reducer
struct ScoreFeature {
    @ObservableState
    struct State: Equatable {
        var score = 0
        /// The points of each basket, oldest first.
        var baskets: [Int] = []
    }

    enum Action: Equatable {
        case scoreButtonTapped(Int)
        case undoButtonTapped
        case resetButtonTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .scoreButtonTapped:
                // TODO: add the points to the score, and remember the basket.
                return .none
            case .undoButtonTapped:
                // TODO: take back the last basket, if there is one.
                return .none
            case .resetButtonTapped:
                // TODO: back to 0, no baskets.
                return .none
            }
        }
    }
}

/// The scoreboard: it reads the store and sends actions, nothing else.
struct ScoreView: View {
    let store: StoreOf<ScoreFeature>

    var body: some View {
        VStack {
            Text("Score: \(store.score)")
            HStack {
                Button("+1") { store.send(.scoreButtonTapped(1)) }
                Button("+2") { store.send(.scoreButtonTapped(2)) }
                Button("+3") { store.send(.scoreButtonTapped(3)) }
            }
            Button("Undo") { store.send(.undoButtonTapped) }
            Button("Reset") { store.send(.resetButtonTapped) }
        }
    }
}
