/// What every store derived from one root shares, without its state's type: the place where
/// observers learn that a view read the store and that its state changed.
@MainActor
class AnyStoreRoot {
    /// Called before any store derived from this root reads its state.
    func observationWillRead() {}
}

/// The root of a tree of stores: its core.
@MainActor
final class StoreRoot<State, Action>: AnyStoreRoot {
    let core: StoreCore<State, Action>

    init(core: StoreCore<State, Action>) {
        self.core = core
    }
}
