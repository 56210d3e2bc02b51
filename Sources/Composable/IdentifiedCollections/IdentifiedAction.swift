/// An action sent to one element of an `IdentifiedArray`, by its id: TCA's `IdentifiedAction`, the
/// action case a parent gives `forEach`: `case rows(IdentifiedActionOf<Row>)`.
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
    /// `action` for the element whose id is `id`.
    case element(id: ID, action: Action)

    public struct AllCasePaths: Sendable {
        /// The element case, with its id and action.
        public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
            AnyCasePath(
                embed: { .element(id: $0.id, action: $0.action) },
                extract: { action in
                    guard case let .element(id, action) = action else { return nil }
                    return (id, action)
                })
        }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The `IdentifiedAction` of a reducer's elements: `IdentifiedActionOf<Row>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
