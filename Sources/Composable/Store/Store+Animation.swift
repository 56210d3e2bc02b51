import DataFlow

extension Store {
    /// Sends `action` inside `withAnimation(animation)`, so that the view changes it causes are
    /// animated: TCA's `send(_:animation:)`. (The headless runtime records the animation; it draws nothing.)
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
        withAnimation(animation) { send(action) }
    }
}
