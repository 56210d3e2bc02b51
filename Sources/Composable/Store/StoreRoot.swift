import DataFlow

/// What every store derived from one root shares, without its state's type: the place where
/// observers learn that a view read the store and that its state changed.
@MainActor
class AnyStoreRoot {
    /// The stores derived from this root, told after each action to report what changed.
    var stores: [WeakStore] = []
    /// The root's running effects (`Store.outsideWork`).
    let effectsWork: OutsideWork

    init(effectsWork: OutsideWork) {
        self.effectsWork = effectsWork
    }

    func stateDidChange() {
        guard !stores.isEmpty else { return }
        stores.removeAll { $0.store == nil }
        for entry in stores { entry.stateDidChange?() }
    }
}

/// A store the root does not keep alive.
@MainActor
final class WeakStore {
    weak var store: AnyObject?
    let stateDidChange: (@MainActor () -> Void)?

    init<State, Action>(_ store: Store<State, Action>) {
        self.store = store
        self.stateDidChange = { [weak store] in store?.stateDidChange() }
    }
}

/// The root of a tree of stores: its core.
@MainActor
final class StoreRoot<State, Action>: AnyStoreRoot {
    let core: StoreCore<State, Action>

    init(core: StoreCore<State, Action>) {
        self.core = core
        super.init(effectsWork: core.effects.ownWork)
    }
}
