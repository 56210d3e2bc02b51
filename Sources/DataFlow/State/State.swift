/// A value a view owns and may change: SwiftUI's `@State`.
///
/// The struct you declare is only a handle. The value itself lives in storage the host keeps for
/// the view's identity (its place and type in the tree): it is created the first time the view
/// appears there, survives every re-creation of the view struct by its parent, and is destroyed
/// when that identity leaves the tree (an `if` turning false, a navigation pop). Writing it
/// re-evaluates the owning view and every view that read it. Declare it `private`: it is the
/// view's own source of truth (seed 002).
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    public init(wrappedValue value: Value) {
        location = StateLocation(initialValue: value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value in the host's storage. Reading it from a body makes that view depend on it.
    public var wrappedValue: Value {
        get { location.mountedStorage(for: "read").read() }
        nonmutating set { location.mountedStorage(for: "written").write(newValue) }
    }

    /// A binding to the storage (`$isPlaying`): a getter and a setter, no storage of its own.
    public var projectedValue: Binding<Value> {
        let storage = location.mountedStorage(for: "projected with $")
        return Binding(storage: storage)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starts out `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        if let existing = node.slots[slot] as? StateStorage<Value> {
            location.storage = existing
        } else {
            let storage = StateStorage(
                value: location.initialValue,
                name: "\(node.typeName).\(label)",
                owner: node
            )
            node.slots[slot] = storage
            location.storage = storage
        }
    }
}

extension State: ComparableInput {
    /// State belongs to the node, not to the value the parent passes: it never makes inputs differ.
    func isSameInput(as other: Any) -> Bool { true }
}

/// The handle inside one `State` value: the initial value from the declaration and, once the host
/// has installed it, the storage it reads and writes.
@MainActor
final class StateLocation<Value> {
    let initialValue: Value
    var storage: StateStorage<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    func mountedStorage(for use: String) -> StateStorage<Value> {
        if let storage { return storage }
        RuntimeError.fail("""
            a @State \(Value.self) was \(use) outside a mounted view. @State keeps its value in the \
            host, which connects it only when the view is in a mounted tree. Mount the view with \
            ViewHost(YourView()) and read what it shows (host.texts, host.find(...)), or pass the value \
            in as a plain `let` or a @Binding if the code outside needs it.
            """)
    }
}
