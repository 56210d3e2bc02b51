import DataFlow

/// The part of a store's state a view observes, and the actions it sends: the Composable
/// Architecture's `ViewStore`, how views read stores before `@ObservableState` (TCA 1.0–1.6).
///
///     let viewStore = ViewStore(store, observe: { $0.count })
///     viewStore.state          // the observed value
///     viewStore.send(.incrementButtonTapped)
///
/// It is an `ObservableObject`: after each action it computes the observed value again and, only
/// when `removeDuplicates` says it differs from the last one (`==` for an `Equatable` value), sends
/// `objectWillChange` and keeps the new value, as TCA's `ViewStore` does (its `init` subscribes to
/// the store with `removeDuplicates(by:)`). A view holding it in `@ObservedObject`, or reading it
/// inside `WithViewStore`, is re-evaluated then, and not for other changes of the state.
///
/// TCA deprecates it (fully since 1.24) for `@ObservableState` ("Migrating to 1.7").
@available(*, deprecated, message: "Use '@ObservableState', instead (TCA's 'Migrating to 1.7').")
@MainActor
@preconcurrency
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction>: ObservableObject {
    /// Sent before the observed value changes.
    public nonisolated let objectWillChange = ObservableObjectPublisher()
    /// The store scoped to the observed value and the view's actions.
    let store: Store<ViewState, ViewAction>
    private var observed: ViewState
    private let isDuplicate: (ViewState, ViewState) -> Bool

    /// Observes `toViewState` of the store's state, sends the view's actions through
    /// `fromViewAction`, and treats two values as unchanged when `isDuplicate` says so.
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping @MainActor (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) {
        self.store = store._scope(observing: toViewState, action: fromViewAction)
        self.observed = self.store.withState { $0 }
        self.isDuplicate = isDuplicate
        store.root.observers.add(WeakStore(owner: self) { [weak self] in self?.storeDidChange() })
    }

    /// Observes `toViewState`, the view's actions being the store's.
    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping @MainActor (_ state: State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
    }

    private func storeDidChange() {
        let current = store.withState { $0 }
        if !isDuplicate(observed, current) {
            objectWillChange.send()
            observed = current
        }
        resumeWaiters()
    }

    /// The observed value, as of the last change `removeDuplicates` let through.
    public var state: ViewState { observed }

    /// A member of the observed value: `viewStore.count`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
        observed[keyPath: keyPath]
    }

    /// Sends `action` to the store.
    @discardableResult
    public func send(_ action: ViewAction) -> StoreTask {
        store.send(action)
    }

    /// Sends `action` inside `withAnimation(animation)`.
    @discardableResult
    public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
        withAnimation(animation) { store.send(action) }
    }

    /// Sends `action` and waits until `predicate` no longer holds for the observed value (a
    /// pull-to-refresh waiting for `isLoading` to end), cancelling the action's effects if the
    /// waiting task is cancelled.
    public func send(_ action: ViewAction, while predicate: @escaping (_ state: ViewState) -> Bool) async {
        let task = send(action)
        await withTaskCancellationHandler {
            await yield(while: predicate)
        } onCancel: {
            task.cancel()
        }
    }

    /// Waits until `predicate` no longer holds for the observed value.
    public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
        while predicate(observed), !Task.isCancelled {
            await withTaskCancellationHandler {
                await withCheckedContinuation { waiters.append($0) }
            } onCancel: {
                Task { @MainActor in self.resumeWaiters() }
            }
        }
    }

    /// The `yield(while:)` calls waiting for the store's next actions.
    private var waiters: [CheckedContinuation<Void, Never>] = []

    private func resumeWaiters() {
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting { waiter.resume() }
    }
}

/// The view store of a reducer: `ViewStoreOf<Feature>`.
@available(*, deprecated, message: "Use '@ObservableState', instead (TCA's 'Migrating to 1.7').")
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

@available(*, deprecated, message: "Use '@ObservableState', instead (TCA's 'Migrating to 1.7').")
extension ViewStore where ViewState: Equatable {
    /// Observes `toViewState`, re-rendering when it is no longer `==` to the last value.
    public convenience init<State>(
        _ store: Store<State, ViewAction>, observe toViewState: @escaping @MainActor (_ state: State) -> ViewState
    ) {
        self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
    }

    /// Observes `toViewState` and sends the view's actions through `fromViewAction`.
    public convenience init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping @MainActor (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
    ) {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
    }
}
