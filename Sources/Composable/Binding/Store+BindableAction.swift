/// Writing a field of a store's state directly, in a feature whose `Action` is `BindableAction`:
/// `store.isComplete.toggle()` or `store.title = "Draft"` sends `.binding(.set(\.field, value))`,
/// as TCA's `Store` does for observable, bindable features. Reading is the ordinary observed read.
///
/// Disfavoured, so that reads, and `$store.field` bindings through `@Bindable`, keep resolving to
/// the read-only member and the bindable binding (otherwise both would match and Swift 6.3 calls
/// `$store.name` ambiguous); only a write needs this one.
extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
    @_disfavoredOverload
    public subscript<Value: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
        set { send(.binding(.set(keyPath, newValue))) }
    }
}
