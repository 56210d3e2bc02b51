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

    /// Wraps another reducer, erasing its type: `Reduce(Counter())`.
    ///
    /// TCA spells this one generic (`init<R: Reducer<State, Action>>(_ reducer: R)`). Here it takes
    /// `any Reducer<State, Action>`, which reads and infers the same at the call site, because of
    /// what a generic overload does to the closure form: when a closure's body has a mistake (a
    /// misspelt `clock.timer`, `state.cont`, `send(.tik)`), Swift 6.3 falls back to binding `R` to
    /// the closure's type and reports "type '(_, _) -> _' cannot conform to 'Reducer'" at
    /// `Reduce {`; with an existential there is no such fallback and the error lands on the
    /// mistake's own line (measured with `swiftc -typecheck`; `ReduceDiagnosticsTests` keeps it so).
    public init(_ reducer: any Reducer<State, Action>) {
        self.reduce = reducer.reduce(into:action:)
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduce(&state, action)
    }
}
