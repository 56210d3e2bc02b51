/// Case key paths into navigation actions, written as TCA writes them.
///
/// `\.destination.addContact` skips the `.presented` step: it is the path to
/// `PresentationAction<Destination.Action>.presented(.addContact(…))`, which is what
/// `$store.scope(state: \.destination?.addContact, action: \.destination.addContact)` and
/// `store.send(\.destination.alert.confirmDeletion)` mean in TCA. `\.rows[id: id]` is the path to
/// an element's action in an `IdentifiedAction` (and `\.path[id: id]` in a `StackAction`).
extension PresentationAction.AllCasePaths where Action: CasePathable {
    /// The presented child's `case` action, seen from the presentation action.
    public subscript<AppendedAction>(
        dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction> {
        let casePath = Action.allCasePaths[keyPath: keyPath]
        return AnyCasePath(
            composing: { .presented(casePath.embed($0)) },
            extract: { action in
                guard case let .presented(child) = action else { return nil }
                return casePath.extract(from: child)
            },
            name: "presented." + casePath.name)
    }
}

extension PresentationAction.AllCasePaths where Action: CasePathable {
    /// The same path kept as a presentation action, for APIs that take one
    /// (`$store.scope(state: \.destination?.sheet, action: \.destination.sheet)`): `.dismiss` stays
    /// `.dismiss`, `.presented(a)` is `.presented` of the case's action.
    @_disfavoredOverload
    public subscript<AppendedAction>(
        dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>> {
        let casePath = Action.allCasePaths[keyPath: keyPath]
        return AnyCasePath(
            composing: { appended in
                switch appended {
                case .dismiss: .dismiss
                case let .presented(action): .presented(casePath.embed(action))
                }
            },
            extract: { action in
                switch action {
                case .dismiss: .dismiss
                case let .presented(child): casePath.extract(from: child).map { .presented($0) }
                }
            },
            name: casePath.name)
    }
}

extension Case {
    /// The action of the element with `id`: `\.rows[id: row.id]`.
    public subscript<ID: Hashable & Sendable, ElementAction>(id id: ID) -> Case<ElementAction>
    where Value == IdentifiedAction<ID, ElementAction> {
        let element = self[dynamicMember: \IdentifiedAction<ID, ElementAction>.AllCasePaths.element]
        return Case<ElementAction>(
            embedIntoRoot: { element.embedIntoRoot((id: id, action: $0)) },
            extractFromRoot: { root in
                guard let pair = element.extractFromRoot(root), pair.id == id else { return nil }
                return pair.action
            },
            names: element.names + ["[id: \(id)]"], direct: nil)
    }
}
