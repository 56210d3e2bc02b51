import Observation

/// What a view read from a store: a member of its state, or only whether an optional member is
/// there (what `scope(state:action:)` looks at to decide whether a sheet shows), or only which
/// case an optional enum is in (what a legacy `sheet(store:state:action:)` looks at).
struct ObservedRead: Hashable, @unchecked Sendable {
    enum Kind: Hashable { case value, presence, enumCase }
    let keyPath: AnyKeyPath
    let kind: Kind
}

/// Observation of a store by views, as in the Composable Architecture where `Store` is
/// `Observable`: a DataFlow view whose body reads `store.count` (tracked by
/// `withObservationTracking`) is re-rendered when `count` changes, and not when another field of
/// the state does. The store remembers which members were read; after each action it compares
/// them with their values before, and tells Observation about the ones that changed.
extension Store: Observable {
    /// The observation key of one read: `\Store.[observed: read]`.
    subscript(observed read: ObservedRead) -> Int { 0 }

    func observationAccess(_ read: ObservedRead) {
        if observation.snapshot == nil { observation.snapshot = currentStateWithoutTracking }
        // A store joins its root's list of observed stores when a view first reads it, so that a
        // store no view reads costs nothing after each action.
        if observation.reads.isEmpty { root.observers.add(WeakStore(self)) }
        observation.reads.insert(read)
        observation.registrar.access(self, keyPath: \Store.[observed: read])
    }

    /// Compares every member views read with its value before the last actions, and reports
    /// those that changed.
    func stateDidChange() {
        guard !observation.reads.isEmpty else { return }
        let previous = observation.snapshot
        let current = currentStateWithoutTracking
        observation.snapshot = current
        guard let previous else { return }
        for read in observation.reads where Self.changed(read, from: previous, to: current) {
            observation.registrar.withMutation(of: self, keyPath: \Store.[observed: read]) {}
        }
    }

    private static func changed(_ read: ObservedRead, from old: State, to new: State) -> Bool {
        let before = old[keyPath: read.keyPath]
        let after = new[keyPath: read.keyPath]
        switch read.kind {
        case .presence:
            return isNil(before) != isNil(after)
        case .enumCase:
            return isNil(before) != isNil(after)
                || (before.flatMap(CaseReflection.caseTag(of:)) != after.flatMap(CaseReflection.caseTag(of:)))
        case .value:
            guard let before, let after else { return (before == nil) != (after == nil) }
            return !ValuesAreEqual.check(before, after)
        }
    }

    private static func isNil(_ value: Any?) -> Bool {
        guard let value else { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}

/// The observation state of one store.
@MainActor
final class StoreObservation<State> {
    let registrar = ObservationRegistrar()
    var reads: Set<ObservedRead> = []
    var snapshot: State?
}

/// Equality of two values of unknown type: `==` when the type is `Equatable`, otherwise
/// "different" (so a view reading a non-equatable member is re-rendered on every change).
enum ValuesAreEqual {
    static func check(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(to: rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
