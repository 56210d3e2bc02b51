import Observation

/// The `@Observable` objects the views of one host hold, each with a snapshot of its stored
/// properties. Observation says *that* a property a view read will change, not *which*; the runtime
/// finds out by comparing each object's properties (found with `Mirror`, as `_name` backing
/// storage) with its last snapshot after every action, and names them in the update trace:
/// `Profile.name (@Observable): "Ann" → "Bo"`. Objects these objects hold (one level down) are
/// watched too.
@MainActor
final class ObservableRegistry {
    private struct Entry {
        weak var object: AnyObject?
        let typeName: String
        /// How the trace names a change: `@Observable`, or what an `InspectableObject` says it is.
        let kind: String
        var snapshot: [(property: String, value: String)]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func register(_ object: AnyObject, depth: Int = 0) {
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return }
        let inspectable = object as? any InspectableObject
        entries[id] = Entry(
            object: object, typeName: inspectable?.inspectionName ?? String(describing: type(of: object)),
            kind: inspectable?.inspectionKind ?? "@Observable", snapshot: Self.snapshot(of: object))
        guard depth == 0 else { return }
        for child in Mirror(reflecting: object).children {
            for nested in Self.observables(inside: child.value) {
                register(nested, depth: depth + 1)
            }
        }
    }

    /// The properties that changed since the last look, oldest object first.
    func collectChanges() -> [StateChange] {
        var changes: [StateChange] = []
        for (id, entry) in entries {
            guard let object = entry.object else {
                entries[id] = nil
                continue
            }
            let now = Self.snapshot(of: object)
            for (before, after) in zip(entry.snapshot, now) where before.value != after.value {
                changes.append(
                    StateChange(
                        source: "\(entry.typeName).\(after.property)", kind: entry.kind,
                        oldValue: before.value, newValue: after.value))
            }
            if changes.isEmpty == false || entry.snapshot.map(\.value) != now.map(\.value) {
                entries[id]?.snapshot = now
                for child in Mirror(reflecting: object).children {
                    for nested in Self.observables(inside: child.value) { register(nested, depth: 1) }
                }
            }
        }
        return changes.sorted { $0.source < $1.source }
    }

    /// An `@Observable` object's stored properties: the macro keeps `name` in `_name`.
    private static func snapshot(of object: AnyObject) -> [(property: String, value: String)] {
        if let inspectable = object as? any InspectableObject {
            return inspectable.inspectionSnapshot.map { (property: $0.name, value: TraceValue.describe($0.value)) }
        }
        return Mirror(reflecting: object).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { return nil }
            return (String(label.dropFirst()), String(describing: child.value))
        }
    }

    /// `value` if it is an `@Observable` object (looking inside an optional).
    static func observable(in value: Any) -> AnyObject? {
        if value is any Observable, Mirror(reflecting: value).displayStyle == .class {
            return value as AnyObject
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
            return observable(in: wrapped)
        }
        return nil
    }

    /// The `@Observable` objects a property holds: itself, or the elements of an array.
    static func observables(inside value: Any) -> [AnyObject] {
        if let object = observable(in: value) { return [object] }
        // An object that is not @Observable holds nothing the registry follows.
        if Swift.type(of: value) is AnyClass { return [] }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .collection else { return [] }
        return mirror.children.compactMap { observable(in: $0.value) }
    }
}
