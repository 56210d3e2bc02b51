/// A feature's logic: how its state changes when an action arrives, and what work follows. The
/// Composable Architecture's `Reducer`: a value with `State` and `Action` types that either
/// implements `reduce(into:action:)`, or composes other reducers in `body` (a `@ReducerBuilder`),
/// the way a SwiftUI view either is a primitive or composes other views in `body`.
///
///     @Reducer
///     struct Counter {
///         struct State: Equatable { var count = 0 }
///         enum Action { case incrementButtonTapped }
///         var body: some ReducerOf<Self> {
///             Reduce { state, action in
///                 state.count += 1
///                 return .none
///             }
///         }
///     }
public protocol Reducer<State, Action> {
    /// What the feature needs to show and decide.
    associatedtype State
    /// Everything that can happen in the feature: user actions and effect responses.
    associatedtype Action
    /// The reducer `body` builds; `Never` for a reducer that implements `reduce(into:action:)`.
    associatedtype Body

    /// Changes `state` for `action` and returns the effect to run next.
    func reduce(into state: inout State, action: Action) -> Effect<Action>

    /// The reducers this feature is made of, run in order for each action.
    @ReducerBuilder<State, Action>
    var body: Body { get }

    /// The function a store runs for each action. For a reducer with a `body`, the body is built
    /// once, here, rather than for every action (building it makes its key paths and case paths
    /// anew each time); the actions still run through every reducer in it, in order.
    func _reduceFunction() -> (inout State, Action) -> Effect<Action>
}

extension Reducer {
    public func _reduceFunction() -> (inout State, Action) -> Effect<Action> {
        { state, action in self.reduce(into: &state, action: action) }
    }
}

extension Reducer where Body == Never {
    /// A reducer that implements `reduce(into:action:)` has no body.
    public var body: Body {
        fatalError("'\(Self.self)' has no body: it implements 'reduce(into:action:)'. Do not read its 'body'.")
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// A reducer with a `body` reduces by running its body.
    @inlinable
    public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
        body.reduce(into: &state, action: action)
    }

    public func _reduceFunction() -> (inout State, Action) -> Effect<Action> {
        body._reduceFunction()
    }
}

/// The reducer type of a feature, by its `State` and `Action`: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
