import DataFlow

/// A store in DataFlow's inspection: `checker graph` draws it as a `Store` named after its
/// feature (`StoreOf<ContactsFeature>` is `ContactsFeature`), and the update trace names the
/// members of its state that an action changed: `ContactsFeature.contacts (Store): [] → […]`.
extension Store: InspectableObject {
    public var inspectionKind: String { "Store" }

    /// The feature a `Store<Feature.State, Feature.Action>` runs: `ContactsFeature`; the state's
    /// type name for a state that is not a feature's nested `State`.
    public var inspectionName: String {
        let parts = String(reflecting: State.self).split(separator: ".")
        if parts.count >= 2, parts.last == "State" { return String(parts[parts.count - 2]) }
        return String(describing: State.self)
    }

    public var inspectionSnapshot: [(name: String, value: Any)] {
        let state = currentStateWithoutTracking
        let mirror = Mirror(reflecting: state)
        guard mirror.displayStyle == .struct, !mirror.children.isEmpty else { return [("state", state)] }
        // `@ObservableState` keeps `contacts` in `_contacts`, beside its own `_$id` and registrar.
        return mirror.children.compactMap { child in
            let label = child.label ?? "?"
            if label.hasPrefix("_$") { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, Self.traced(child.value))
        }
    }
}

extension Store {
    /// What the trace shows of a member: a `@Presents` member as its optional state, an
    /// `IdentifiedArray` as its elements, so that both are written like any other value.
    fileprivate static func traced(_ value: Any) -> Any {
        (value as? any TracedAsWrapped)?.tracedValue ?? value
    }
}

/// A Composable wrapper the update trace shows by what it wraps.
private protocol TracedAsWrapped {
    var tracedValue: Any { get }
}

extension PresentationState: TracedAsWrapped {
    fileprivate var tracedValue: Any { wrappedValue as Any }
}

extension IdentifiedArray: TracedAsWrapped {
    fileprivate var tracedValue: Any { elements }
}

/// A demo step that sends an action waits for the effects it started.
extension StoreTask: AwaitableWork {}
