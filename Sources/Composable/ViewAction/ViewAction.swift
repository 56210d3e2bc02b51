import DataFlow

/// An action enum with a case for what its view may send, `case view(View)`: TCA's `ViewAction`,
/// which keeps a view from sending the feature's internal actions. The enum case satisfies the
/// `view(_:)` requirement.
///
///     @Reducer struct Feature {
///         enum Action: ViewAction {
///             case view(View)
///             case factResponse(String)
///             enum View { case factButtonTapped }
///         }
///     }
public protocol ViewAction<ViewAction> {
    associatedtype ViewAction
    static func view(_ action: ViewAction) -> Self
}

/// A view that sends its feature's view actions with `send(.factButtonTapped)`, TCA's
/// `ViewActionSending`, which `@ViewAction(for: Feature.self)` adds to a view holding a `store`.
public protocol ViewActionSending<StoreState, StoreAction> {
    associatedtype StoreState
    associatedtype StoreAction: ViewAction
    @MainActor var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
    /// Sends `action` to the store as `.view(action)`.
    @MainActor
    @discardableResult
    public func send(_ action: StoreAction.ViewAction) -> StoreTask {
        store.send(.view(action))
    }

    /// Sends `action` to the store as `.view(action)`, inside `withAnimation(animation)`.
    @MainActor
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
        store.send(.view(action), animation: animation)
    }
}
