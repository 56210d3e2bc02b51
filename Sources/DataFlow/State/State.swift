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
    /// Before the view is mounted there is no storage: as in SwiftUI, a read gives the initial value
    /// and a write is ignored, each with a runtime warning.
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

    /// A binding to the storage (`$isPlaying`): a getter and a setter, no storage of its own.
    /// Before the view is mounted, as in SwiftUI, it is a constant binding to the initial value.
    public var projectedValue: Binding<Value> {
        guard let storage = location.storage else {
            location.warnUnmounted()
            return .constant(location.initialValue)
        }
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
            let storage = StateStorage(value: location.initialValue, property: label, owner: node)
            node.slots[slot] = storage
            location.storage = storage
        }
        location.reportWritesBeforeMount(property: label, in: node)
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
    /// Values assigned before the view was mounted (in `init`), which SwiftUI ignores.
    private var ignoredWrites: [String] = []

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    func readBeforeMount() -> Value {
        warnUnmounted()
        return initialValue
    }

    func writeBeforeMount(_ value: Value) {
        ignoredWrites.append(String(describing: value))
    }

    func warnUnmounted() {
        RuntimeWarnings.report(
            RuntimeWarning(
                "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.",
                advice:
                    "A @State \(Value.self) keeps its value in the host, which connects it only when the view is mounted: "
                    + "mount the view with ViewHost(YourView()) and read what it shows, or pass the value in as a plain `let` or a @Binding."
            ))
    }

    /// Once the property's name is known, says that the writes made in `init` were ignored.
    func reportWritesBeforeMount(property: String, in node: ViewNode) {
        guard let ignored = ignoredWrites.last else { return }
        ignoredWrites.removeAll()
        node.engine.warn(
            RuntimeWarning(
                "\(node.typeName).\(property) was assigned \(ignored) in init, but a @State property that has an initial value ignores assignments made before the view is installed; it keeps \(String(describing: storage?.currentValue ?? initialValue)).",
                advice:
                    "To start the state from a value passed to init, write `_\(property) = State(initialValue: \(ignored))` "
                    + "(or declare it without an initial value: `@State private var \(property): \(Value.self)`). "
                    + "The state is created once, when the view first appears; later inits do not reset it."))
    }
}
