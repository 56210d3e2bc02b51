/// Which field has keyboard focus, as a value a view owns: SwiftUI's `@FocusState`.
///
/// Declare it as a `Bool` for one field (`@FocusState private var isFocused: Bool`) or as an
/// optional `Hashable` for several (`@FocusState private var focusedField: Field?`), and mark the
/// fields with `.focused($isFocused)` or `.focused($focusedField, equals: .email)`. Like `@State`,
/// the value lives in the host for the view's identity. Writing it moves focus; a user moving
/// focus (the host typing into a field, or `host.focus(_:)`) writes it. As in SwiftUI, focus is
/// exclusive: when a field gains focus, every other field on screen loses it.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let location: StateLocation<Value>

    /// What lets `@FocusState private var isFocused: Bool` and `@FocusState private var field: Field?`
    /// start without an initial value: no field has focus (`false`, or `nil`).
    public init() {
        guard let noFocus = (false as? Value) ?? NoFocus.value(of: Value.self) else {
            RuntimeError.fail(
                """
                @FocusState holds a Bool (one field) or an optional (several fields: `Field?`), \
                not a \(Value.self). Declare it as `@FocusState private var focusedField: \(Value.self)?`.
                """)
        }
        location = StateLocation(initialValue: noFocus)
    }

    /// The current focus value. Reading it from a body makes that view depend on it. As with
    /// `@State`, before the view is mounted a read gives the initial value and a write is ignored.
    public var wrappedValue: Value {
        get {
            guard let storage = location.storage else { return location.readBeforeMount() }
            return storage.read()
        }
        nonmutating set {
            guard let storage = location.storage else { return location.writeBeforeMount(newValue) }
            storage.write(newValue)
        }
    }

    /// What `.focused(_:)` takes: `$focusedField`.
    public var projectedValue: FocusState<Value>.Binding {
        guard let storage = location.storage else {
            location.warnUnmounted()
            let initial = location.initialValue
            return Binding(get: { initial }, set: { _ in })
        }
        return Binding(get: { storage.read() }, set: { storage.write($0) })
    }

    /// A read-write handle on a focus state, passed to `focused(_:)`: SwiftUI's `FocusState.Binding`.
    @MainActor
    @propertyWrapper
    public struct Binding {
        let get: @MainActor () -> Value
        let set: @MainActor (Value) -> Void

        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState {
    /// A focus state for several fields: which one has focus, or `nil` when none has.
    public init<T: Hashable>() where Value == T? {
        location = StateLocation(initialValue: nil)
    }
}

extension FocusState: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        if let existing = node.slots[slot] as? StateStorage<Value> {
            location.storage = existing
        } else {
            let storage = StateStorage(value: location.initialValue, property: label, owner: node, kind: "@FocusState")
            node.slots[slot] = storage
            location.storage = storage
        }
    }
}

extension FocusState: ComparableInput {
    /// Focus state belongs to the node, like `@State`: it never makes inputs differ.
    func isSameInput(as other: Any) -> Bool { true }
}
