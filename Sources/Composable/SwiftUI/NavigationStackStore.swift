import DataFlow

/// A navigation stack driven by a store of `StackState` and `StackAction`: the Composable
/// Architecture's `NavigationStackStore` (TCA 1.0–1.6).
///
///     NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
///         RootView()
///     } destination: { state in
///         switch state {
///         case .detail:
///             CaseLet(/Path.State.detail, action: Path.Action.detail, then: DetailView.init(store:))
///         }
///     }
///
/// It pushes and pops as `NavigationStack(path: $store.scope(…))` does: going back sends
/// `.popFrom(id:)`, a `NavigationLink(state:)` sends `.push(id:state:)`.
///
/// TCA deprecates it (fully since 1.24) for `NavigationStack(path:)` ("Migrating to 1.7").
@available(
    *, deprecated,
    message:
        "Use 'NavigationStack.init(path:)' with a store scoped from observable state, instead (TCA's 'Migrating to 1.7')."
)
public struct NavigationStackStore<State, Action, Root: View, Destination: View>: View {
    private let store: Store<StackState<State>, StackAction<State, Action>>
    private let root: Root
    private let destination: @MainActor (Store<State, Action>) -> Destination

    /// A stack whose pushed screens are `destination` given each screen's store.
    public init(
        _ store: Store<StackState<State>, StackAction<State, Action>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping @MainActor (_ store: Store<State, Action>) -> Destination
    ) {
        self.store = store
        self.root = root()
        self.destination = destination
    }

    /// A stack whose pushed screens switch over each screen's state with `CaseLet`s.
    @_disfavoredOverload
    public init<D: View>(
        _ store: Store<StackState<State>, StackAction<State, Action>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping @MainActor (_ initialState: State) -> D
    ) where Destination == SwitchStore<State, Action, D> {
        self.init(store, root: root, destination: { SwitchStore($0, content: destination) })
    }

    public var body: some View {
        let store = self.store
        return NavigationStack(path: Binding(get: { store }, set: { _ in }), root: { root }, destination: destination)
    }
}
