/// The storage behind one `@State` property of one view identity: a source of truth owned by that
/// view. Reads are recorded as dependencies; writes are recorded in the update trace.
@MainActor
final class StateStorage<Value>: SourceOfTruth {
    private var value: Value

    init(value: Value, property: String, owner: ViewNode, kind: String = "@State") {
        self.value = value
        super.init(kind: kind, name: "\(owner.typeName).\(property)", owner: owner, engine: owner.engine)
        propertyName = property
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
        publishChange(old: TraceValue.describe(oldValue), new: TraceValue.describe(newValue))
    }

    /// Reads without recording a dependency, for the host's own inspection.
    var currentValue: Value { value }

    override var inspectedValue: String? { TraceValue.describe(value) }

    override var inspectedValueType: String? { TypeNames.readable(Value.self) }
}
