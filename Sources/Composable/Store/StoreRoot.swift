import DataFlow

/// What every store derived from one root shares, without its state's type: the place where
/// observers learn that a view read the store and that its state changed.
@MainActor
class AnyStoreRoot {
    /// The stores derived from this root that views read, told after each action.
    let observers: StoreObservers
    /// The root's running effects (`Store.outsideWork`).
    let effectsWork: OutsideWork

    init(observers: StoreObservers, effectsWork: OutsideWork) {
        self.observers = observers
        self.effectsWork = effectsWork
    }
}

/// The stores derived from one root that views have read, told after each action to report what
/// changed. The root's core holds it directly (not the root, weakly, through a closure), so that
/// an action sent to a store no view reads pays one check for an empty list and nothing more.
@MainActor
final class StoreObservers {
    private var stores: [WeakStore] = []

    /// `store` is read by a view from now on.
    func add(_ store: WeakStore) { stores.append(store) }

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

    /// Any object told after each action while it lives (a legacy `ViewStore`), not kept alive.
    init(owner: AnyObject, stateDidChange: @escaping @MainActor () -> Void) {
        self.store = owner
        self.stateDidChange = stateDidChange
    }
}

/// The root of a tree of stores: its core.
@MainActor
final class StoreRoot<State, Action>: AnyStoreRoot {
    let core: StoreCore<State, Action>

    init(core: StoreCore<State, Action>) {
        self.core = core
        super.init(observers: core.observers, effectsWork: core.effects.ownWork)
    }
}
