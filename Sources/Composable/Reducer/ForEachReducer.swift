extension Reducer {
    /// Runs `element` on one element of an `IdentifiedArray`, found by the id its action carries:
    /// TCA's `forEach`. The element runs before this reducer; when an element is removed, its
    /// running effects are cancelled, and each element's cancellation ids are its own.
    ///
    ///     Reduce { state, action in … }
    ///         .forEach(\.rows, action: \.rows) {
    ///             Row()
    ///         }
    public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
        _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _ForEachReducer<Self, ID, Element>
    where ElementState == Element.State, ElementAction == Element.Action {
        _ForEachReducer(
            parent: self, element: element(), toElementsState: toElementsState,
            toElementAction: AnyCasePath(toElementAction), fileID: fileID, line: line)
    }
}

/// The reducer `forEach(_:action:element:)` makes: a parent, and an element reducer run by id.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
    let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
    let element: (inout Element.State, Element.Action) -> Effect<Element.Action>
    let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
    let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
    let place: UncheckedHashable<AnyKeyPath>
    let fileID: StaticString
    let line: UInt

    init(
        parent: Parent, element: Element,
        toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
        toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
        fileID: StaticString, line: UInt
    ) {
        self.parent = parent._reduceFunction()
        self.element = element._lazyReduceFunction()
        self.toElementsState = toElementsState
        self.toElementAction = toElementAction
        self.place = UncheckedHashable(toElementsState)
        self.fileID = fileID
        self.line = line
    }

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let elementEffects = reduceElement(into: &state, action: action)
        let idsBefore = state[keyPath: toElementsState].ids
        let parentEffects = parent(&state, action)
        let idsAfter = state[keyPath: toElementsState].ids
        var cancellations: [Effect<Parent.Action>] = []
        if idsBefore != idsAfter {
            let remaining = Set(idsAfter)
            for id in idsBefore where !remaining.contains(id) {
                cancellations.append(._cancel(CancelID(id: identity(of: id), scope: [])))
            }
        }
        return .merge([elementEffects, parentEffects] + cancellations)
    }

    private func identity(of id: ID) -> AnyHashableSendable {
        AnyHashableSendable(UncheckedHashable([AnyHashable(place), AnyHashable(id)]))
    }

    private func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        guard case let .element(id, elementAction)? = toElementAction.extract(from: action) else { return .none }
        guard state[keyPath: toElementsState][id: id] != nil else {
            IssueReporter.report(
                "A \"forEach\" at \"\(fileID):\(line)\" received an action for a missing element: "
                    + "\(ValueDump.inline(action))\n\nNo element has the id \(id): it was removed before "
                    + "this action reached it. Cancel the element's effects when removing it, or check "
                    + "that it is there before sending.",
                fileID: fileID, line: line)
            return .none
        }
        let effect = element(&state[keyPath: toElementsState][id: id]!, elementAction)
        guard !effect.isNone else { return .none }
        let embed = toElementAction.embed
        let elementIdentity = identity(of: id)
        return effect.map { embed(.element(id: id, action: $0)) }
            .scopingCancellation(to: elementIdentity)
            .cancellable(CancelID(id: elementIdentity, scope: []))
    }
}
