import DataFlow

extension Send {
    /// Sends `action` inside `withAnimation(animation)`: TCA's `send(_:animation:)` in an effect,
    /// `await send(.timerTicked, animation: .default)`.
    public func callAsFunction(_ action: Action, animation: Animation?) {
        withAnimation(animation) { self(action) }
    }
}
