/// `forEach` with a case path made by `/`, as TCA 1.0–1.3 features write it: for an
/// `IdentifiedArray`, `.forEach(\.todos, action: /Action.todo(id:action:)) { Todo() }` (an element
/// action carried as an `(id, action)` pair, before `IdentifiedAction`), and for a navigation
/// stack, `.forEach(\.path, action: /Action.path) { Path() }`. TCA keeps these deprecated for case
/// key paths ("Migrating to 1.4").
extension Reducer {
    @available(*, deprecated, message: "Use a case key path to an 'IdentifiedAction', instead.")
    public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
        _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _ForEachReducer<Self, ID, Element>
    where ElementState == Element.State, ElementAction == Element.Action {
        let identified = AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>(
            composing: { identifiedAction in
                switch identifiedAction {
                case let .element(id, action): toElementAction.embed((id, action))
                }
            },
            extract: { action in
                toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) }
            },
            name: toElementAction.name)
        return _ForEachReducer(
            parent: self, element: element(), toElementsState: toElementsState, toElementAction: identified,
            fileID: fileID, line: line)
    }

    @available(*, deprecated, message: "Use the version of this operator with case key paths, instead.")
    public func forEach<ElementState, ElementAction, Element: Reducer>(
        _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
        action toStackAction: AnyCasePath<Action, StackAction<ElementState, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> destination: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _StackReducer<Self, Element> where ElementState == Element.State, ElementAction == Element.Action {
        _StackReducer(
            base: self, element: destination(), toStackState: toStackState, toStackAction: toStackAction,
            fileID: fileID, line: line)
    }
}
