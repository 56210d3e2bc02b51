// Exercise reducers-effect-client: An effect with an injected client and a loading flag
//
// Task: "Get fact" must ask the injected NumberFactClient for a fact about the current number,
// the way seed 003's counter asks for the nth prime, without the view doing any work:
// - `factButtonTapped`: set `isLoading`, forget the old fact, and return an effect (`.run`) that
//   calls `numberFact.fetch(number)` and sends `factResponse(fact)`, or `factFailed` if it throws;
// - `factResponse` shows the fact and `factFailed` shows none; both end the loading;
// - in FactView, disable "Get fact" while the fact is loading.
//
// Done when: the fact asked for is the current number's; "Get fact" is disabled from the tap
// until the answer, which is then shown; a failure re-enables the button and shows no fact.
//
// From: seed 003 (Point-Free #65): side effects kept out of the views, "What is the nth prime?"
// as an API request. See Chapters/05-Reducers/README.md, section 2.
//
// Run: swift run checker check reducers-effect-client
import Composable
import DataFlow

/// Facts about numbers, from somewhere slow (a server, in a real app).
@DependencyClient
struct NumberFactClient {
    var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
    static let liveValue = NumberFactClient(fetch: { number in "\(number) is a number." })
    static let testValue = NumberFactClient()
}

extension DependencyValues {
    var numberFact: NumberFactClient {
        get { self[NumberFactClient.self] }
        set { self[NumberFactClient.self] = newValue }
    }
}

@Reducer
struct FactFeature {
    @ObservableState
    struct State: Equatable {
        var number = 0
        var fact: String?
        var isLoading = false
    }

    enum Action: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
        case factButtonTapped
        case factResponse(String)
        case factFailed
    }

    @Dependency(\.numberFact) var numberFact

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .decrementButtonTapped:
                state.number -= 1
                return .none
            case .incrementButtonTapped:
                state.number += 1
                return .none
            case .factButtonTapped:
                // TODO: start loading, and ask numberFact for a fact about the number in an effect.
                return .none
            case .factResponse:
                // TODO: show the fact; loading is over.
                return .none
            case .factFailed:
                // TODO: loading is over.
                return .none
            }
        }
    }
}

struct FactView: View {
    let store: StoreOf<FactFeature>

    var body: some View {
        VStack {
            HStack {
                Button("-") { store.send(.decrementButtonTapped) }
                Text("\(store.number)")
                Button("+") { store.send(.incrementButtonTapped) }
            }
            // TODO: disabled while the fact is loading.
            Button("Get fact") { store.send(.factButtonTapped) }
            if let fact = store.fact {
                Text(fact)
            }
        }
    }
}
