import DataFlow

/// A field of a feature's state that views may bind to directly: TCA's `@BindingState`, the 1.0–1.6
/// way to write a bindable field before `@ObservableState`. With `Action: BindableAction` and
/// `BindingReducer()`, `viewStore.$name` is a `Binding` whose writes send
/// `.binding(.set(\.$name, newValue))`. Its projection `\.$name` is the key path binding actions
/// carry, so a reducer matches `case .binding(\.$name):`.
///
/// TCA deprecates it for `@ObservableState` ("Migrating to 1.7: @BindingState").
@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'.")
@propertyWrapper
public struct BindingState<Value> {
    /// The field's value.
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The field itself, whose key path (`\.$name`) binding actions carry.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {}
@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {}
@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
    /// Decodes the bare value, as TCA's does, so that saved state does not change shape.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
    /// Encodes the bare value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

@available(*, deprecated)
extension BindingState: CustomReflectable {
    /// Reflects the bare value, so that dumps and test failures show the field, not the wrapper.
    public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'.")
extension BindingAction {
    /// The action that sets the `@BindingState` field at `keyPath` to `value`:
    /// `.binding(.set(\.$name, "Blob"))`.
    public static func set<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Root, BindingState<Value>>, _ value: Value
    ) -> Self {
        .set(keyPath, BindingState(wrappedValue: value))
    }
}

@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'.")
extension BindableAction {
    /// `.set(\.$name, "Blob")`: the shorthand for `.binding(.set(\.$name, "Blob"))`.
    public static func set<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<State, BindingState<Value>>, _ value: Value
    ) -> Self {
        binding(.set(keyPath, value))
    }
}

@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'.")
extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
    /// A binding to the `@BindingState` field at `keyPath`: `TextField("Name", text: viewStore.$name)`.
    /// Writing it sends `.binding(.set(\.$name, newValue))`.
    public subscript<Value: Equatable & Sendable>(
        dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
    ) -> Binding<Value> {
        binding(
            get: { $0[keyPath: keyPath].wrappedValue },
            send: { .binding(.set(keyPath, $0)) })
    }
}
