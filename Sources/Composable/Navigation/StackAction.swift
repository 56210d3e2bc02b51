/// What happens to a navigation stack: an action of the screen with `id`, a pop of that screen and
/// everything above it, or a push: TCA's `StackAction`, which a parent feature's `path` case holds
/// (`case path(StackActionOf<ContactDetailFeature>)`).
public enum StackAction<State, Action>: CasePathable {
    case element(id: StackElementID, action: Action)
    case popFrom(id: StackElementID)
    case push(id: StackElementID, state: State)

    public struct AllCasePaths: Sendable {
        public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
            AnyCasePath(
                composing: { .element(id: $0.id, action: $0.action) },
                extract: { action in
                    guard case let .element(id, action) = action else { return nil }
                    return (id, action)
                }, name: "element")
        }

        public var popFrom: AnyCasePath<StackAction, StackElementID> {
            AnyCasePath(
                composing: { .popFrom(id: $0) },
                extract: { action in
                    guard case let .popFrom(id) = action else { return nil }
                    return id
                }, name: "popFrom")
        }

        public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
            AnyCasePath(
                composing: { .push(id: $0.id, state: $0.state) },
                extract: { action in
                    guard case let .push(id, state) = action else { return nil }
                    return (id, state)
                }, name: "push")
        }

        /// The action of the screen with `id`: `\.path[id: 0].detail.deleteButtonTapped`.
        public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
            AnyCasePath(
                composing: { .element(id: id, action: $0) },
                extract: { action in
                    guard case let .element(elementID, action) = action, elementID == id else { return nil }
                    return action
                }, name: "[id: \(id)]")
        }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The stack action of feature `R`'s screens.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension Case {
    /// The action of the screen with `id`: `\.path[id: 0]`.
    public subscript<ElementState, ElementAction>(id id: StackElementID) -> Case<ElementAction>
    where Value == StackAction<ElementState, ElementAction> {
        let element = self[dynamicMember: \StackAction<ElementState, ElementAction>.AllCasePaths.element]
        return Case<ElementAction>(
            embedIntoRoot: { element.embedIntoRoot((id: id, action: $0)) },
            extractFromRoot: { root in
                guard let pair = element.extractFromRoot(root), pair.id == id else { return nil }
                return pair.action
            },
            names: element.names + ["[id: \(id)]"], direct: nil)
    }
}
