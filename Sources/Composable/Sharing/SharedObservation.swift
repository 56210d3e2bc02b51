import DataFlow
import Observation

/// Observation of one shared value, as swift-sharing's references are `Observable`: reading a
/// `Shared` value (`store.cart.count` in a view's body, tracked by `withObservationTracking`)
/// registers an access here, and every change through `withLock` (or a key's new value) is
/// announced here, so a view that read the value is redrawn whoever changed it: the feature's own
/// reducer, a presented child, or another feature holding the same key.
///
/// A store alone cannot see these changes: it compares the state views read before and after an
/// action, and two copies of a `Shared` value read the same storage, so they always compare equal.
/// Every part of a shared value (`$syncUp.attendees`, `$syncUps[id:]`) uses its root's observation,
/// so a change anywhere in the value redraws every reader of any part of it.
///
/// After each change it also signals `changes`, which the value's publishers (`$count.publisher`)
/// follow.
final class SharedObservation: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    /// Signalled after every change of the value.
    let changes = PassthroughSubject<Void, Never>()

    /// The key path `Observation` tracks: a change of any part of the value.
    var anyChange: Int { 0 }

    /// Registers that the current observation tracking (a view's body) read the value.
    func access() {
        registrar.access(self, keyPath: \.anyChange)
    }

    /// Runs `change`, telling observers the value changes.
    func changing(_ change: () -> Void) {
        registrar.withMutation(of: self, keyPath: \.anyChange, change)
        changes.send(())
    }
}
