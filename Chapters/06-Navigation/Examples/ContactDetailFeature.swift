import Composable

/// A pushed screen of TCA's "Navigation stacks": one contact, with a Delete button that asks first
/// (its own `@Presents` alert). On confirmation it tells the list with a delegate action and pops
/// itself with `\.dismiss`, which inside a stack sends `.popFrom(id:)` for this screen.
@Reducer
struct ContactDetailFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var alert: AlertState<Action.Alert>?
        let contact: Contact
    }
    enum Action {
        case alert(PresentationAction<Alert>)
        case delegate(Delegate)
        case deleteButtonTapped
        @CasePathable
        enum Alert: Equatable {
            case confirmDeletion
        }
        @CasePathable
        enum Delegate: Equatable {
            case confirmDeletion
        }
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .alert(.presented(.confirmDeletion)):
                return .run { send in
                    await send(.delegate(.confirmDeletion))
                    await self.dismiss()
                }
            case .alert:
                return .none
            case .delegate:
                return .none
            case .deleteButtonTapped:
                state.alert = AlertState {
                    TextState("Are you sure?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmDeletion) {
                        TextState("Delete")
                    }
                }
                return .none
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}
