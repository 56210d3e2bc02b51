/// A reducer made from a closure: where a feature's own logic goes, TCA's `Reduce`.
///
///     Reduce { state, action in
///         switch action {
///         case .incrementButtonTapped:
///             state.count += 1
///             return .none
///         }
///     }
public struct Reduce<State, Action>: Reducer {
    @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

    /// A reducer that runs `reduce` for each action.
    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.reduce = reduce
    }

    /// Wraps another reducer, erasing its type.
    public init<R: Reducer<State, Action>>(_ reducer: R) {
        self.reduce = reducer.reduce(into:action:)
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduce(&state, action)
    }
}
