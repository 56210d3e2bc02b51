/// The identity of cancellable work: the `id` a reducer gives, scoped by the presented or
/// identified child state whose reducer returned the effect, so that two rows of a list can use
/// the same id without cancelling each other's work (as TCA scopes ids by navigation path).
@usableFromInline
struct CancelID: Hashable, Sendable {
    let id: AnyHashableSendable
    let scope: [AnyHashableSendable]

    @usableFromInline init(id: AnyHashableSendable, scope: [AnyHashableSendable]) {
        self.id = id
        self.scope = scope
    }

    func scoped(to child: AnyHashableSendable) -> CancelID {
        CancelID(id: id, scope: [child] + scope)
    }
}

extension Effect {
    /// Makes this effect cancellable with `id`: `Effect.cancel(id: id)` stops it. With
    /// `cancelInFlight: true`, starting it first cancels any work already running with that id,
    /// as for a search that restarts on each keystroke.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
        guard !isNone else { return self }
        return Self(
            .cancellable(id: CancelID(id: AnyHashableSendable(id), scope: []), cancelInFlight: cancelInFlight, self))
    }

    /// An effect that cancels the work running with `id`.
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(.cancel(id: CancelID(id: AnyHashableSendable(id), scope: [])))
    }

    /// The same effect, with every cancellation id it uses scoped to `child`.
    func scopingCancellation(to child: AnyHashableSendable) -> Self {
        switch operation {
        case .none, .send:
            return self
        case var .run(run):
            run.cancellationScope = [child] + run.cancellationScope
            return Self(.run(run))
        case let .merge(effects):
            return Self(.merge(effects.map { $0.scopingCancellation(to: child) }))
        case let .concatenate(effects):
            return Self(.concatenate(effects.map { $0.scopingCancellation(to: child) }))
        case let .cancellable(id, cancelInFlight, effect):
            return Self(
                .cancellable(
                    id: id.scoped(to: child), cancelInFlight: cancelInFlight,
                    effect.scopingCancellation(to: child)))
        case let .cancel(id):
            return Self(.cancel(id: id.scoped(to: child)))
        }
    }
}
