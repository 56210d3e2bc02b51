import DataFlow

/// A view that shows different content for each case of a store's enum state, each case drawn
/// by a `CaseLet`: the Composable Architecture's `SwitchStore`, TCA 1.0–1.6's switch over
/// features.
///
///     SwitchStore(store) { state in
///         switch state {
///         case .loggedIn:
///             CaseLet(/AppFeature.State.loggedIn, action: AppFeature.Action.loggedIn) { store in
///                 HomeView(store: store)
///             }
///         case .loggedOut:
///             CaseLet(\AppFeature.State.Cases.loggedOut, action: AppFeature.Action.loggedOut, then: LoginView.init)
///         }
///     }
///
/// As in TCA, it is drawn again only when the state moves to another case (its view store
/// removes duplicates by case), and hands its store to the `CaseLet`s inside through the
/// environment.
///
/// TCA deprecates it (fully since 1.24) for `switch store.case` ("Migrating to 1.7: Replacing
/// SwitchStore and CaseLet with 'switch' and 'case'").
@available(*, deprecated, message: "Use 'switch' with a store of observable state, instead (TCA's 'Migrating to 1.7').")
public struct SwitchStore<State, Action, Content: View>: View {
    public let store: Store<State, Action>
    public let content: @MainActor (State) -> Content

    public init(
        _ store: Store<State, Action>, @ViewBuilder content: @escaping @MainActor (_ initialState: State) -> Content
    ) {
        self.store = store
        self.content = content
    }

    public var body: some View {
        let store = self.store
        let content = self.content
        return WithViewStore(
            viewStore: ViewStore(
                store, observe: { $0 }, removeDuplicates: { CaseReflection.name(of: $0) == CaseReflection.name(of: $1) }
            ),
            content: { viewStore in
                content(viewStore.state).environmentObject(SwitchedStore(store))
            })
    }
}

/// The store a `SwitchStore` hands to the `CaseLet`s inside it.
@MainActor
final class SwitchedStore<State, Action>: ObservableObject {
    let store: Store<State, Action>
    init(_ store: Store<State, Action>) { self.store = store }
}
