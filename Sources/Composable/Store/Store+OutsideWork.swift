import DataFlow

extension Store {
    /// The effects this store (and every store scoped from its root) has running, as a ledger a
    /// check or a demo can wait on: `await store.outsideWork.wait(until: { store.count == 1 })`
    /// returns once the condition holds, or once no effect is left that could make it hold. It
    /// never gives up because a clock ran out, so a busy machine cannot fail a correct solution.
    /// (Course tooling: TCA has no counterpart.)
    public var outsideWork: OutsideWork { root.effectsWork }
}

extension TestStore {
    /// The effects this test store has running, as a ledger a check can wait on (`Store.outsideWork`).
    public var outsideWork: OutsideWork { core.effects.ownWork }
}
