import Composable

/// A feature written as TCA 1.0–1.3 code writes one: a `Reducer` conformance without macros, a
/// plain `Equatable` state (no `@ObservableState`), a `@BindingState` field and a binding action.
@available(*, deprecated, message: "Written as TCA 1.0–1.3 code, with API TCA deprecates.")
struct LegacyCounter: Reducer {
    struct State: Equatable {
        var count = 0
        var unrelated = 0
        @BindingState var name = ""
    }

    enum Action: Equatable, BindableAction {
        case binding(BindingAction<State>)
        case decrementButtonTapped
        case incrementButtonTapped
        case nameChanged(String)
        case unrelatedButtonTapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                return .none
            case .decrementButtonTapped:
                state.count -= 1
                return .none
            case .incrementButtonTapped:
                state.count += 1
                return .none
            case let .nameChanged(name):
                state.name = name
                return .none
            case .unrelatedButtonTapped:
                state.unrelated += 1
                return .none
            }
        }
    }
}
