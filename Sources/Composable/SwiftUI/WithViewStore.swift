import DataFlow

/// A view that observes part of a store and builds its content from a `ViewStore`: the Composable
/// Architecture's `WithViewStore`, how TCA 1.0–1.6 views read state.
///
///     WithViewStore(store, observe: { $0 }) { viewStore in
///         Button("\(viewStore.count)") { viewStore.send(.incrementButtonTapped) }
///     }
///
/// It holds its view store as an `@ObservedObject`, as TCA's does, so its content is evaluated
/// again only when the observed value changes (by `removeDuplicates`, `==` for an `Equatable`
/// value): a change elsewhere in the state leaves it alone.
///
/// TCA deprecates it (fully since 1.24) for `@ObservableState` ("Migrating to 1.7").
@available(*, deprecated, message: "Use '@ObservableState', instead (TCA's 'Migrating to 1.7').")
public struct WithViewStore<ViewState, ViewAction, Content: View>: View {
    private let content: @MainActor (ViewStore<ViewState, ViewAction>) -> Content
    @ObservedObject private var viewStore: ViewStore<ViewState, ViewAction>

    @MainActor
    init(
        viewStore: ViewStore<ViewState, ViewAction>,
        content: @escaping @MainActor (ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.content = content
        self.viewStore = viewStore
    }

    public var body: Content {
        content(viewStore)
    }

    /// Observes `toViewState` of the store's state and sends the view's actions through
    /// `fromViewAction`; the content is evaluated again when `isDuplicate` says the value changed.
    @MainActor
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping @MainActor (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(
            viewStore: ViewStore(store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate),
            content: content)
    }

    /// Observes `toViewState`, the view's actions being the store's.
    @MainActor
    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping @MainActor (_ state: State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate, content: content)
    }
}

@available(*, deprecated, message: "Use '@ObservableState', instead (TCA's 'Migrating to 1.7').")
extension WithViewStore where ViewState: Equatable {
    /// Observes `toViewState` and sends the view's actions through `fromViewAction`; the content
    /// is evaluated again when the value is no longer `==` to the last one.
    @MainActor
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping @MainActor (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 }, content: content)
    }

    /// Observes `toViewState`: `WithViewStore(store, observe: { $0 }) { viewStore in … }`.
    @MainActor
    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping @MainActor (_ state: State) -> ViewState,
        @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 }, content: content)
    }
}

@available(*, deprecated, message: "Use '@ObservableState', instead (TCA's 'Migrating to 1.7').")
extension WithViewStore {
    /// Observes a view state made from a `BindingViewStore`:
    /// `WithViewStore(store, observe: ViewState.init) { viewStore in TextField("", text: viewStore.$name) }`.
    @_disfavoredOverload
    @MainActor
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping @MainActor (_ state: BindingViewStore<State>) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewAction: BindableAction<State> {
        self.init(
            viewStore: ViewStore(store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate),
            content: content)
    }

    @_disfavoredOverload
    @MainActor
    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping @MainActor (_ state: BindingViewStore<State>) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewAction: BindableAction<State> {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate, content: content)
    }
}

@available(*, deprecated, message: "Use '@ObservableState', instead (TCA's 'Migrating to 1.7').")
extension WithViewStore where ViewState: Equatable {
    @_disfavoredOverload
    @MainActor
    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping @MainActor (_ state: BindingViewStore<State>) -> ViewState,
        @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewAction: BindableAction<State> {
        self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 }, content: content)
    }

    @_disfavoredOverload
    @MainActor
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping @MainActor (_ state: BindingViewStore<State>) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewAction: BindableAction<State> {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 }, content: content)
    }
}
