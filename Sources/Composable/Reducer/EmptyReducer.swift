/// A reducer that changes nothing and returns no effect: TCA's `EmptyReducer`, the reducer of an
/// empty `body`, and a placeholder while a feature is being written.
public struct EmptyReducer<State, Action>: Reducer {
    public init() {}

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
