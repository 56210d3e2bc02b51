import DataFlow

/// A view that shows one row per element of a store's `IdentifiedArray`, each given a store of
/// that element: the Composable Architecture's `ForEachStore`, TCA 1.0–1.6's list of child features.
///
///     ForEachStore(store.scope(state: \.todos, action: \.todos)) { todoStore in
///         TodoView(store: todoStore)
///     }
///
/// Rows are identified by the elements' ids; as in TCA the list itself is drawn again only when
/// the ids change (rows added, removed or moved), an element's own changes redraw its row. A row
/// whose element was just removed reads the element's last state for its last frame.
///
/// TCA deprecates it (fully since 1.24) for `ForEach(store.scope(…))` ("Migrating to 1.7:
/// Replacing ForEachStore with ForEach").
@available(
    *, deprecated,
    message: "Pass 'ForEach' a store scoped to an identified array and identified action, instead."
)
public struct ForEachStore<EachState, EachAction, Data: Collection, ID: Hashable & Sendable, Content: View>: View {
    /// The elements, as they were when the view was made.
    public let data: Data
    private let content: Content

    /// Rows for a store of elements whose actions are `IdentifiedAction`s: `\.todos`.
    public init<EachContent: View>(
        _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
        @ViewBuilder content: @escaping @MainActor (_ store: Store<EachState, EachAction>) -> EachContent
    )
    where
        Data == IdentifiedArray<ID, EachState>,
        Content == WithViewStore<
            IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>,
            ForEach<IdentifiedArray<ID, EachState>, ID, EachContent>
        >
    {
        self.data = store.withState { $0 }
        self.content = WithViewStore(
            viewStore: ViewStore(store, observe: { $0 }, removeDuplicates: { $0.ids == $1.ids }),
            content: { viewStore in
                ForEach(viewStore.state, id: viewStore.state.idKeyPath) { element in
                    let id = element[keyPath: viewStore.state.idKeyPath]
                    content(
                        store.element(id: id, lastKnown: element) { .element(id: id, action: $0) })
                }
            })
    }

    /// Rows for a store whose element actions are `(id:action:)` pairs, as TCA 1.0–1.3 wrote
    /// them: `store.scope(state: \.todos, action: { .todo(id: $0, action: $1) })`.
    @available(*, deprecated, message: "Use an 'IdentifiedAction', instead.")
    public init<EachContent: View>(
        _ store: Store<IdentifiedArray<ID, EachState>, (id: ID, action: EachAction)>,
        @ViewBuilder content: @escaping @MainActor (_ store: Store<EachState, EachAction>) -> EachContent
    )
    where
        Data == IdentifiedArray<ID, EachState>,
        Content == WithViewStore<
            IdentifiedArray<ID, EachState>, (id: ID, action: EachAction),
            ForEach<IdentifiedArray<ID, EachState>, ID, EachContent>
        >
    {
        self.data = store.withState { $0 }
        self.content = WithViewStore(
            viewStore: ViewStore(store, observe: { $0 }, removeDuplicates: { $0.ids == $1.ids }),
            content: { viewStore in
                ForEach(viewStore.state, id: viewStore.state.idKeyPath) { element in
                    let id = element[keyPath: viewStore.state.idKeyPath]
                    content(store.element(id: id, lastKnown: element) { (id: id, action: $0) })
                }
            })
    }

    public var body: some View {
        content
    }
}

extension Store {
    /// The store of the element with `id`, sending its actions through `embed`, reading
    /// `lastKnown` (then its own last state) once the element is gone.
    fileprivate func element<ID: Hashable, EachState, EachAction>(
        id: ID, lastKnown: EachState, embed: @escaping (EachAction) -> Action
    ) -> Store<EachState, EachAction> where State == IdentifiedArray<ID, EachState> {
        let readState = self.readState
        let sendAction = self.sendAction
        let lastSeen = LastValue(lastKnown)
        return Store<EachState, EachAction>(
            root: root,
            readState: {
                if let current = readState()[id: id] { lastSeen.value = current }
                return lastSeen.value
            },
            sendAction: { sendAction(embed($0)) })
    }
}
