@Reducer
struct AppFeature {
    @ObservableState
    struct State: Equatable {
        var counter = CounterFeature.State()
        var contacts = ContactsFeature.State()
    }
    enum Action {
        case counter(CounterFeature.Action)
        case contacts(ContactsFeature.Action)
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: \.counter) {
            CounterFeature()
        }
        Scope(state: \.contacts, action: \.contacts) {
            ContactsFeature()
        }
        Reduce { state, action in
            // The app's own logic, after the children have run; none yet.
            return .none
        }
    }
}
