/// One `@Environment` or `@EnvironmentObject` property of one mounted view, as a source of truth
/// that view depends on. When a modifier above changes what it puts in the environment, the
/// runtime looks the property's value up again; only if it differs (by `==`, or by identity for
/// objects) is the view re-evaluated, as SwiftUI re-evaluates only views whose environment
/// values changed.
@MainActor
final class EnvironmentReading: SourceOfTruth {
    private var read: (EnvironmentValues) -> Any?
    /// The value found at the last lookup (`nil` when nothing was found).
    private(set) var currentValue: Any?
    /// The environment the value was last looked up in.
    private(set) var environment = EnvironmentValues()
    /// For `@EnvironmentObject`: the object the view holds, observed like an `@ObservedObject`.
    let objectSlot: ObjectSlot
    /// What the property looks up, as its declaration writes it: `\.colorScheme`, `UserStore`.
    var lookupDescription = ""

    private init(node: ViewNode, label: String, kind: String, read: @escaping (EnvironmentValues) -> Any?) {
        self.read = read
        objectSlot = ObjectSlot(propertyName: label)
        super.init(kind: kind, name: "\(node.typeName).\(label)", owner: node, engine: node.engine)
        propertyName = label
    }

    /// The reading in `node`'s slot `index`, made on first install; looks the value up now.
    static func slot(
        in node: ViewNode, at index: Int, label: String, kind: String,
        read: @escaping (EnvironmentValues) -> Any?
    ) -> EnvironmentReading {
        let reading: EnvironmentReading
        if let existing = node.slots[index] as? EnvironmentReading {
            reading = existing
            reading.read = read
        } else {
            reading = EnvironmentReading(node: node, label: label, kind: kind, read: read)
            node.slots[index] = reading
        }
        reading.environment = node.engine.environment(of: node)
        reading.currentValue = read(reading.environment)
        return reading
    }

    /// The value this property would find in `values`, for inspection (which writer provides it).
    func lookUp(in values: EnvironmentValues) -> Any? {
        read(values)
    }

    /// The view that declares the property depends on it, whether its body read it or not.
    override var readers: [ViewNode] {
        guard let owner, owner.isAlive else { return [] }
        return [owner]
    }

    /// Looks the value up again; if it changed, re-evaluates the view that declares the property.
    func recheck() {
        guard let owner, owner.isAlive, let engine else { return }
        let values = engine.environment(of: owner)
        let newValue = read(values)
        environment = values
        if EnvironmentComparison.same(currentValue, newValue) { return }
        let oldValue = currentValue
        currentValue = newValue
        engine.environmentDidChange(
            self,
            change: StateChange(
                source: name, kind: kind,
                oldValue: oldValue.map { String(describing: $0) } ?? "nothing",
                newValue: newValue.map { String(describing: $0) } ?? "nothing"))
    }
}

/// Compares two environment values as SwiftUI does to decide whether a reader must update:
/// `Equatable` values by `==`, objects by identity, bindings by where they point.
@MainActor
enum EnvironmentComparison {
    static func same(_ old: Any?, _ new: Any?) -> Bool {
        switch (old.flatMap(unwrapped), new.flatMap(unwrapped)) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (old?, new?):
            if let input = old as? any ComparableInput { return input.isSameInput(as: new) }
            if ValueEquality.isComparable(old) { return ValueEquality.areEqual(old, new) }
            if let oldObject = object(in: old), let newObject = object(in: new) { return oldObject === newObject }
            return false
        }
    }

    /// The object a value is, if it is one (looking inside optionals).
    static func object(in value: Any) -> AnyObject? {
        guard let value = unwrapped(value) else { return nil }
        return Mirror(reflecting: value).displayStyle == .class ? value as AnyObject : nil
    }

    /// `value` without any `Optional` around it; `nil` if it is an empty optional.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrapped(wrapped)
    }
}
