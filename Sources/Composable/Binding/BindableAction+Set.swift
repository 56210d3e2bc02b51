extension BindableAction {
    /// A binding action that sets `keyPath` to `value`: TCA's `BindableAction.set(_:_:)`, the
    /// shorthand for `.binding(.set(keyPath, value))` that TCA's SyncUps tutorial sends in its
    /// tests (`.addSyncUp(.presented(.set(\.syncUp, editedSyncUp)))`).
    public static func set<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<State, Value>, _ value: Value
    ) -> Self {
        binding(.set(keyPath, value))
    }
}
