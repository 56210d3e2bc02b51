import DataFlow

extension Bindable {
    /// A binding to the store of a navigation stack: `$store.scope(\.path, action: \.path)`, what
    /// `NavigationStack(path:root:destination:)` takes.
    public func scope<State, Action, ElementState, ElementAction>(
        _ state: KeyPath<State, StackState<ElementState>>,
        action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
        let store = wrappedValue.scope(state: state, action: action)
        return Binding(get: { store }, set: { _ in })
    }

    /// The same, with the `state:` label.
    public func scope<State, Action, ElementState, ElementAction>(
        state: KeyPath<State, StackState<ElementState>>,
        action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
        scope(state, action: action)
    }
}

extension NavigationStack {
    /// A navigation stack driven by a feature's `StackState`: TCA's
    /// `NavigationStack(path: $store.scope(\.path, action: \.path)) { Root() } destination: { store in Detail(store: store) }`.
    /// Each pushed screen is `destination` given the store of that screen; going back sends
    /// `.popFrom(id:)`, following a `NavigationLink(state:)` sends `.push(id:state:)`.
    @MainActor
    public init<ElementState, ElementAction, R: View, D: View>(
        path: Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>,
        @ViewBuilder root: () -> R,
        @ViewBuilder destination: @escaping @MainActor (Store<ElementState, ElementAction>) -> D
    )
    where
        Data == [_StackPathComponent<ElementState>],
        Root == NavigationDestinationForType<
            R, _StackPathComponent<ElementState>, _StackScreen<ElementState, ElementAction, D>
        >
    {
        let store = path.wrappedValue
        let components = Binding<[_StackPathComponent<ElementState>]>(
            // Read through the store's observed member, not `withState`: the host decides the pushed
            // screens inside observation tracking, so a push or a pop re-renders the stack, as a
            // `NavigationStack` over TCA's observable store is.
            get: { store.ids.map { _StackPathComponent(id: $0, element: nil) } },
            set: { newValue in
                let current = store.withState { $0.ids }
                if let firstRemoved = zip(current, newValue.map(\.id)).first(where: { $0 != $1 })?.0
                    ?? (newValue.count < current.count ? current[newValue.count] : nil)
                {
                    store.send(.popFrom(id: firstRemoved))
                }
                for component in newValue.dropFirst(current.count) {
                    if let element = component.element { store.send(.push(id: component.id, state: element)) }
                }
            })
        self.init(path: components) {
            root().navigationDestination(for: _StackPathComponent<ElementState>.self) { component in
                _StackScreen(store: store, id: component.id, content: destination)
            }
        }
    }
}

/// One pushed screen of a store-driven stack: `destination` given the store of the screen with `id`.
public struct _StackScreen<ElementState, ElementAction, Content: View>: _RuntimeInternalView {
    public var roleInGraph: String { "NavigationStack" }

    let store: Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
    let id: StackElementID
    let content: @MainActor (Store<ElementState, ElementAction>) -> Content

    public var body: some View {
        if let screen = store.scope(state: \.[id: id], action: \.[id: id]) {
            content(screen)
        }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A titled link pushing a screen with `state`: `NavigationLink("Details", state: Detail.State())`.
    @MainActor
    public init<P>(_ titleKey: LocalizedStringKey, state: P?) {
        self.init(state: state) { Text(titleKey) }
    }

    @_disfavoredOverload
    @MainActor
    public init<S: StringProtocol, P>(_ title: S, state: P?) {
        self.init(state: state) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a screen with `state` onto the store-driven stack around it:
    /// `NavigationLink(state: ContactDetailFeature.State(contact: contact)) { Text(contact.name) }`.
    /// The stack's store receives `.push(id:state:)` with a new id.
    @MainActor
    public init<P>(state: P?, @ViewBuilder label: () -> Label) {
        let id = DependencyValues._current.stackElementID()
        self.init(value: state.map { _StackPathComponent(id: id, element: $0) }, label: label)
    }
}
