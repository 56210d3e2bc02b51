import DataFlow

/// A view that shows `then` with a store of the unwrapped state while a store's optional state
/// is there, and `else` while it is `nil`: the Composable Architecture's `IfLetStore`, TCA 1.0–1.6's
/// way to show an optional child feature.
///
///     IfLetStore(store.scope(state: \.results, action: \.results)) { store in
///         ResultsView(store: store)
///     } else: {
///         ProgressView()
///     }
///
/// As in TCA, it observes only whether the state is there (its view store removes duplicates by
/// `nil`-ness): the child's own changes re-render the child, not this view.
///
/// TCA deprecates it (fully since 1.24) for `if let store = store.scope(…)` ("Migrating to 1.7:
/// Replacing IfLetStore with 'if let'").
@available(*, deprecated, message: "Use 'if let' with a store of observable state, instead (TCA's 'Migrating to 1.7').")
public struct IfLetStore<State, Action, Content: View>: View {
    private let store: Store<State?, Action>
    private let content: @MainActor (ViewStore<State?, Action>) -> Content

    /// Shows `ifContent` with the unwrapped store while the state is there, `elseContent` otherwise.
    public init<IfContent, ElseContent>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
        self.store = store
        let elseContent = elseContent()
        self.content = { viewStore in
            if let state = viewStore.state {
                return ViewBuilder.buildEither(first: ifContent(store.unwrapped(lastKnown: state)))
            }
            store.forgetUnwrapped()
            return ViewBuilder.buildEither(second: elseContent)
        }
    }

    /// Shows `ifContent` with the unwrapped store while the state is there, nothing otherwise.
    public init<IfContent>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
        self.store = store
        self.content = { viewStore in
            if let state = viewStore.state { return ifContent(store.unwrapped(lastKnown: state)) }
            store.forgetUnwrapped()
            return nil
        }
    }

    public var body: some View {
        WithViewStore(
            viewStore: ViewStore(store, observe: { $0 }, removeDuplicates: { ($0 == nil) == ($1 == nil) }),
            content: content)
    }
}

@available(
    *, deprecated,
    message: "Scope the store into the destination's wrapped 'state' and presented 'action', instead."
)
extension IfLetStore {
    /// Shows `ifContent` while a `@PresentationState` child is presented: the child's actions reach
    /// the parent as `.presented(action)`.
    public init<IfContent, ElseContent>(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
        self.init(store._scope(state: \.wrappedValue, action: { .presented($0) }), then: ifContent, else: elseContent)
    }

    public init<IfContent>(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
        self.init(store._scope(state: \.wrappedValue, action: { .presented($0) }), then: ifContent)
    }
}

@available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead.")
extension IfLetStore {
    /// Shows `ifContent` while a `@PresentationState` destination is in the case `toState`
    /// extracts: `IfLetStore(store.scope(state: \.$destination, action: { .destination($0) }),
    /// state: /Destination.State.edit, action: Destination.Action.edit) { … }`.
    public init<DestinationState, DestinationAction, IfContent, ElseContent>(
        _ store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
        state toState: @escaping (_ destinationState: DestinationState) -> State?,
        action fromAction: @escaping (_ action: Action) -> DestinationAction,
        @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
        self.init(
            store._scope(state: { $0.wrappedValue.flatMap(toState) }, action: { .presented(fromAction($0)) }),
            then: ifContent, else: elseContent)
    }

    public init<DestinationState, DestinationAction, IfContent>(
        _ store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
        state toState: @escaping (_ destinationState: DestinationState) -> State?,
        action fromAction: @escaping (_ action: Action) -> DestinationAction,
        @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
        self.init(
            store._scope(state: { $0.wrappedValue.flatMap(toState) }, action: { .presented(fromAction($0)) }),
            then: ifContent)
    }
}

extension Store {
    /// A store of the wrapped state while this optional state is there, reading its last value
    /// once it is gone (a view on screen for its last frame): what `IfLetStore` gives its `then`.
    /// The same store each time while the state stays there.
    fileprivate func unwrapped<Wrapped>(lastKnown: Wrapped) -> Store<Wrapped, Action> where State == Wrapped? {
        let key = ScopeKey(state: \State.self, action: \Wrapped?.self)
        if let child = children[key] as? Store<Wrapped, Action> { return child }
        let readState = self.readState
        let lastSeen = LastValue(lastKnown)
        let child = Store<Wrapped, Action>(
            root: root,
            readState: {
                if let current = readState() { lastSeen.value = current }
                return lastSeen.value
            },
            sendAction: sendAction)
        children[key] = child
        return child
    }

    /// Forgets the unwrapped store, once the optional state is gone, so that the next
    /// presentation starts from its own state.
    fileprivate func forgetUnwrapped<Wrapped>() where State == Wrapped? {
        children[ScopeKey(state: \State.self, action: \Wrapped?.self)] = nil
    }
}
