/// Runs a feature: holds its state, sends actions through its reducer, runs the effects, and
/// lets views read the state and derive stores for child features. The Composable Architecture's
/// `Store`, on the main actor as in TCA.
///
///     let store = Store(initialState: ContactsFeature.State()) {
///         ContactsFeature()
///     }
///     store.send(.addButtonTapped)
///     store.contacts          // reads the state by dynamic member lookup
///
/// A scoped store (`store.scope(state: \.child, action: \.child)`) shares the root's state and
/// effects: it reads part of the state and sends its actions wrapped in the parent's case.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
    let readState: @MainActor () -> State
    let sendAction: @MainActor (Action) -> [Task<Void, Never>]
    /// The root store's machinery, for observers of any store derived from it.
    let root: AnyStoreRoot
    /// The stores scoped from this one, so that scoping twice the same way gives the same store.
    var children: [ScopeKey: AnyObject] = [:]
    let observation = StoreObservation<State>()

    /// A store running `reducer` from `initialState`, with dependencies changed by `prepareDependencies`.
    public convenience init<R: Reducer<State, Action>>(
        initialState: @autoclosure () -> State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
    ) {
        var dependencies = DependencyValues._current
        DependencyValues.$isSetting.withValue(true) { prepareDependencies?(&dependencies) }
        let reducer = DependencyValues.$_current.withValue(dependencies) { reducer() }
        let core = StoreCore(
            initialState: initialState(), reducer: reducer._reduceFunction(),
            dependencies: dependencies)
        let root = StoreRoot(core: core)
        self.init(
            root: root, readState: { core.state },
            sendAction: { core.send($0, fromEffect: false) })
    }

    init(
        root: AnyStoreRoot, readState: @escaping @MainActor () -> State,
        sendAction: @escaping @MainActor (Action) -> [Task<Void, Never>]
    ) {
        self.root = root
        self.readState = readState
        self.sendAction = sendAction
    }

    /// The feature's current state. A view reading it in `body` is re-rendered when any of it changes.
    public var state: State {
        observationAccess(ObservedRead(keyPath: \State.self, kind: .value))
        return readState()
    }

    /// A member of the state: `store.contacts` reads `store.state.contacts`. A view reading it in
    /// `body` is re-rendered when that member changes, and not when another one does.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        observationAccess(ObservedRead(keyPath: keyPath, kind: .value))
        return readState()[keyPath: keyPath]
    }

    /// The state, read without observing it.
    var currentStateWithoutTracking: State { readState() }

    /// Reads the state without being observed: TCA's `withState`, for tests and logging.
    public func withState<Value>(_ read: (State) -> Value) -> Value {
        read(readState())
    }

    /// Sends `action` through the reducer and starts the effects it returns.
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        StoreTask(tasks: sendAction(action))
    }

    /// A store for a child feature whose state is always part of this one:
    /// `store.scope(state: \.counter, action: \.counter)`. The same scope gives the same store.
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        let key = ScopeKey(state: toChildState, action: toChildAction)
        if let child = children[key] as? Store<ChildState, ChildAction> { return child }
        let embed = AnyCasePath(toChildAction).embed
        let readState = self.readState
        let sendAction = self.sendAction
        let child = Store<ChildState, ChildAction>(
            root: root, readState: { readState()[keyPath: toChildState] },
            sendAction: { sendAction(embed($0)) })
        children[key] = child
        return child
    }

    /// A store for a presented child feature while its state is there, `nil` otherwise:
    /// `store.scope(state: \.addContact, action: \.addContact)` for `@Presents` state and a
    /// `PresentationAction` case. The child's actions reach the parent as `.presented(action)`.
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Store<ChildState, ChildAction>? {
        let embed = AnyCasePath(toChildAction).embed
        return optionalScope(state: toChildState, key: ScopeKey(state: toChildState, action: toChildAction)) {
            embed(.presented($0))
        }
    }

    /// A store for an optional child feature while its state is there, `nil` otherwise:
    /// `store.scope(state: \.child, action: \.child)`.
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        let embed = AnyCasePath(toChildAction).embed
        return optionalScope(
            state: toChildState, key: ScopeKey(state: toChildState, action: toChildAction), embed: embed)
    }

    private func optionalScope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>, key: ScopeKey,
        embed: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        observationAccess(ObservedRead(keyPath: toChildState, kind: .presence))
        guard let initial = readState()[keyPath: toChildState] else {
            children[key] = nil
            return nil
        }
        if let child = children[key] as? Store<ChildState, ChildAction> { return child }
        let readState = self.readState
        let sendAction = self.sendAction
        let lastSeen = LastValue(initial)
        let child = Store<ChildState, ChildAction>(
            root: root,
            readState: {
                // Once dismissed, a child view still on screen for its last frame reads the last state.
                if let current = readState()[keyPath: toChildState] { lastSeen.value = current }
                return lastSeen.value
            },
            sendAction: { sendAction(embed($0)) })
        children[key] = child
        return child
    }
}

/// The store of a reducer: `StoreOf<ContactsFeature>` is `Store<ContactsFeature.State, ContactsFeature.Action>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store: Identifiable {}

/// Identifies a scope by its two key paths, so that scoping twice the same way gives the same store.
struct ScopeKey: Hashable {
    let state: AnyKeyPath
    let action: AnyKeyPath
}

/// The last value a dismissed child's store read.
@MainActor
final class LastValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
