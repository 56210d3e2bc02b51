import DataFlow

/// The feature's state, offered to a view state's initializer so that it can take bindable
/// fields from it: TCA's `BindingViewStore` (1.2–1.6). `bindingViewStore.$name` is a
/// `BindingViewState` for the `@BindingState var name` field; other members read the state.
@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'.")
@MainActor
@preconcurrency
@dynamicMemberLookup
@propertyWrapper
public struct BindingViewStore<State> {
    let store: Store<State, BindingAction<State>>

    init<Action: BindableAction<State>>(store: Store<State, Action>) {
        self.store = store._scope(state: { $0 }, action: { .binding($0) })
    }

    public init(projectedValue: Self) {
        self = projectedValue
    }

    /// The feature's current state.
    public var wrappedValue: State { store.withState { $0 } }

    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// A member of the state: `bindingViewStore.title`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        wrappedValue[keyPath: keyPath]
    }

    /// The `@BindingState` field at `keyPath`, bindable: `bindingViewStore.$name`. Writing it sends
    /// `.binding(.set(\.$name, newValue))`.
    public subscript<Value: Equatable & Sendable>(
        dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
    ) -> BindingViewState<Value> {
        let store = self.store
        return BindingViewState(
            binding: Binding(
                get: { store.withState { $0[keyPath: keyPath].wrappedValue } },
                set: { newValue in store.send(.set(keyPath, newValue)) }))
    }
}

@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'.")
extension ViewStore {
    /// Observes a view state made from a `BindingViewStore`:
    /// `ViewStore(store, observe: ViewState.init(bindingViewStore:), removeDuplicates: { $0 == $1 })`.
    @_disfavoredOverload
    public convenience init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping @MainActor (_ state: BindingViewStore<State>) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) where ViewAction: BindableAction<State> {
        let bindingStore = BindingViewStore(store: store._scope(state: { $0 }, action: fromViewAction))
        self.init(
            store, observe: { (_: State) in toViewState(bindingStore) }, send: fromViewAction,
            removeDuplicates: isDuplicate)
    }

    @_disfavoredOverload
    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping @MainActor (_ state: BindingViewStore<State>) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) where ViewAction: BindableAction<State> {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
    }
}

@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'.")
extension ViewStore where ViewState: Equatable {
    @_disfavoredOverload
    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping @MainActor (_ state: BindingViewStore<State>) -> ViewState
    ) where ViewAction: BindableAction<State> {
        self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
    }

    @_disfavoredOverload
    public convenience init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping @MainActor (_ state: BindingViewStore<State>) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
    ) where ViewAction: BindableAction<State> {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
    }
}
