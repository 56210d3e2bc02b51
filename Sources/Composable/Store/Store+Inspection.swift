import DataFlow

/// A store in DataFlow's inspection: `checker graph` draws it as a `Store` named after its
/// feature (`StoreOf<ContactsFeature>` is `ContactsFeature`), and the update trace names the
/// members of its state that an action changed: `ContactsFeature.contacts (Store): [] → […]`.
extension Store: InspectableObject {
    public var inspectionKind: String { "Store" }

    public var inspectionName: String {
        let state = String(describing: State.self)
        return state.hasSuffix(".State") ? String(state.dropLast(".State".count)) : state
    }

    public var inspectionSnapshot: [(name: String, value: String)] {
        let state = currentStateWithoutTracking
        let mirror = Mirror(reflecting: state)
        guard mirror.displayStyle == .struct, !mirror.children.isEmpty else { return [("state", String(describing: state))] }
        // `@ObservableState` keeps `contacts` in `_contacts`, beside its own `_$id` and registrar.
        return mirror.children.compactMap { child in
            let label = child.label ?? "?"
            if label.hasPrefix("_$") { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, String(describing: child.value))
        }
    }
}

/// A demo step that sends an action waits for the effects it started.
extension StoreTask: AwaitableWork {}
