/// The storage behind one `@State` property of one view identity: a source of truth owned by that
/// view. Reads are recorded as dependencies; writes are recorded in the update trace.
@MainActor
final class StateStorage<Value>: SourceOfTruth {
    private var value: Value

    init(value: Value, name: String, owner: ViewNode, kind: String = "@State") {
        self.value = value
        super.init(kind: kind, name: name, owner: owner, engine: owner.engine)
    }

    func read() -> Value {
        recordRead()
        return value
    }

    func write(_ newValue: Value) {
        guard let owner, owner.isAlive else {
            // The view left the tree; like SwiftUI, a late write (from a stored binding) is ignored.
            return
        }
        let oldValue = value
        value = newValue
        if ValueEquality.areEqual(oldValue, newValue) { return }
        publishChange(old: String(describing: oldValue), new: String(describing: newValue))
    }

    /// Reads without recording a dependency, for the host's own inspection.
    var currentValue: Value { value }
}

/// Compares two values when their type is `Equatable`; otherwise says they differ.
enum ValueEquality {
    static func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return equal(lhs, rhs)
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}
