import DataFlow

/// Bindings derived from a view store, TCA's `ViewStore.binding(get:send:)`: the binding reads
/// the observed value and, when a control writes it, sends an action; the state changes only
/// through the reducer.
///
///     TextField("Name", text: viewStore.binding(get: \.name, send: { .nameChanged($0) }))
@available(*, deprecated, message: "Use '@ObservableState', instead (TCA's 'Migrating to 1.7').")
extension ViewStore {
    /// A binding reading `get` of the observed value and sending `valueToAction(newValue)`.
    public func binding<Value>(
        get: @escaping (_ state: ViewState) -> Value,
        send valueToAction: @escaping (_ value: Value) -> ViewAction
    ) -> Binding<Value> {
        Binding(
            get: { get(self.state) },
            set: { newValue in self.send(valueToAction(newValue)) })
    }

    /// A binding reading `get` of the observed value and sending `action` whatever is written.
    public func binding<Value>(
        get: @escaping (_ state: ViewState) -> Value,
        send action: ViewAction
    ) -> Binding<Value> {
        binding(get: get, send: { _ in action })
    }

    /// A binding to the whole observed value, sending `valueToAction(newValue)`.
    public func binding(send valueToAction: @escaping (_ state: ViewState) -> ViewAction) -> Binding<ViewState> {
        binding(get: { $0 }, send: valueToAction)
    }

    /// A binding to the whole observed value, sending `action` whatever is written.
    public func binding(send action: ViewAction) -> Binding<ViewState> {
        binding(send: { _ in action })
    }
}
