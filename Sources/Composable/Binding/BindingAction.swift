/// "Set this field of the state to this value", as an action: TCA's `BindingAction`, which a
/// feature's `case binding(BindingAction<State>)` carries when a view writes `$store.title`.
/// `BindingReducer()` applies it. Two are equal when they set the same field to equal values.
public struct BindingAction<Root>: CasePathable, @unchecked Sendable {
    // Sendable: made only by `set(_:_:)` from a `Sendable` value and a key path.
    /// The field set.
    public let keyPath: PartialKeyPath<Root>
    let value: any Sendable
    let apply: (inout Root) -> Void
    let isEqual: (BindingAction) -> Bool

    /// The action that sets `keyPath` to `value`: `.binding(.set(\.title, "Standup"))`.
    public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self
    {
        Self(
            keyPath: keyPath, value: value, apply: { $0[keyPath: keyPath] = value },
            isEqual: { other in other.keyPath == keyPath && (other.value as? Value) == value })
    }

    /// Whether this action sets `keyPath`: `case .binding(\.title):` in a reducer.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
        action.keyPath == keyPath
    }

    /// Case paths by field: `\.binding.title` is the binding action setting `title`.
    @dynamicMemberLookup
    public struct AllCasePaths: Sendable {
        public subscript<Value: Equatable & Sendable>(
            dynamicMember keyPath: WritableKeyPath<Root, Value>
        ) -> AnyCasePath<BindingAction, Value> {
            AnyCasePath(
                composing: { .set(keyPath, $0) },
                extract: { $0.keyPath == keyPath ? $0.value as? Value : nil },
                name: "\(keyPath)")
        }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.isEqual(rhs) }
}

extension BindingAction: CustomStringConvertible {
    public var description: String { ".set(\(keyPath), \(ValueDump.inline(value)))" }
}

/// An action type with a case for binding actions: TCA's `BindableAction`. Declare
/// `enum Action: BindableAction { case binding(BindingAction<State>) … }`, add `BindingReducer()`
/// to the body, and `$store.field` in a view becomes a binding that sends `.binding(.set(\.field, value))`.
public protocol BindableAction<State> {
    associatedtype State
    static func binding(_ action: BindingAction<State>) -> Self
    /// The binding action this action carries, if it is one (found by reflection when not given).
    var binding: BindingAction<State>? { get }
}

extension BindableAction {
    public var binding: BindingAction<State>? {
        Mirror(reflecting: self).children.first { $0.label == "binding" }?.value as? BindingAction<State>
    }
}
