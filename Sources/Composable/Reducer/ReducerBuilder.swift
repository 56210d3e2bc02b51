/// Builds a reducer from the reducers written one after the other in a `body`, the way SwiftUI's
/// `ViewBuilder` builds a view from the views in a `body` (TCA's `ReducerBuilder`). The reducers
/// run in the order written, and their effects are merged.
@resultBuilder
public enum ReducerBuilder<State, Action> {
    public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

    public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

    public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R { first }

    public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
        accumulated: R0, next: R1
    ) -> _Sequence<R0, R1> {
        _Sequence(accumulated, next)
    }

    public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> _OptionalReducer<R> {
        _OptionalReducer(wrapped: wrapped)
    }

    public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
        first reducer: R0
    ) -> _Conditional<R0, R1> {
        .first(reducer)
    }

    public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
        second reducer: R1
    ) -> _Conditional<R0, R1> {
        .second(reducer)
    }

    public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _ArrayReducer<R> {
        _ArrayReducer(reducers: reducers)
    }

    public static func buildLimitedAvailability<R: Reducer<State, Action>>(_ wrapped: R) -> R { wrapped }

    public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }
}

/// Two reducers run one after the other, their effects merged: what `ReducerBuilder` makes of
/// consecutive lines.
public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
    @usableFromInline let r0: (inout R0.State, R0.Action) -> Effect<R0.Action>
    @usableFromInline let r1: (inout R0.State, R0.Action) -> Effect<R0.Action>

    init(_ r0: R0, _ r1: R1) {
        self.r0 = r0._reduceFunction()
        self.r1 = r1._reduceFunction()
    }

    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
        let first = r0(&state, action)
        let second = r1(&state, action)
        return .merging(first, second)
    }
}

/// A reducer that runs only when an `if` in a `body` was true.
public struct _OptionalReducer<Wrapped: Reducer>: Reducer {
    let wrapped: Wrapped?

    public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
        wrapped?.reduce(into: &state, action: action) ?? .none
    }
}

/// One of the two branches of an `if`/`else` or `switch` in a `body`.
public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
    case first(First)
    case second(Second)

    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
        switch self {
        case let .first(reducer): reducer.reduce(into: &state, action: action)
        case let .second(reducer): reducer.reduce(into: &state, action: action)
        }
    }
}

/// The reducers of a `for` loop in a `body`, run in order.
public struct _ArrayReducer<Element: Reducer>: Reducer {
    let reducers: [Element]

    public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
        .merge(reducers.map { $0.reduce(into: &state, action: action) })
    }
}
