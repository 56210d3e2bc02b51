/// What an `Effect.run` is given to send actions back into the store: call it like a function,
/// `await send(.response(value))`. TCA's `Send`: it runs on the main actor, and once the effect
/// is cancelled it drops what it is given, so a cancelled effect cannot change state.
@MainActor
public struct Send<Action>: Sendable {
    let deliver: @MainActor @Sendable (Action) -> Void

    /// A `Send` that hands actions to `send`: useful to test an effect's operation on its own.
    public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = send
    }

    /// Sends `action` to the store, unless the effect has been cancelled.
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }
}
