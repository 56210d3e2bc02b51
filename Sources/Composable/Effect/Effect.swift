/// The work a reducer asks for after changing state: nothing, an action to feed straight back,
/// asynchronous work that may send actions, or a combination of these. The Composable Architecture's
/// `Effect`: reducers stay pure functions of state and action, and the store runs what they return.
///
/// An effect is a description, not running work: the store (or `TestStore`) starts it, tracks it,
/// and cancels it when asked or when the state that owns it goes away.
public struct Effect<Action> {
    indirect enum Operation {
        case none
        case send(Action)
        case run(EffectRun<Action>)
        case merge([Effect<Action>])
        case concatenate([Effect<Action>])
        case cancellable(id: CancelID, cancelInFlight: Bool, Effect<Action>)
        case cancel(id: CancelID)
    }

    let operation: Operation

    init(_ operation: Operation) {
        self.operation = operation
    }

    /// An effect that does nothing: what a reducer returns when changing state is all it does.
    public static var none: Self { Self(.none) }

    /// An effect that feeds `action` straight back into the store, before any other action is
    /// processed. TCA advises it only for sharing logic, such as a child's delegate action.
    public static func send(_ action: Action) -> Self { Self(.send(action)) }

    /// Runs all `effects` at the same time.
    public static func merge(_ effects: Self...) -> Self { merge(effects) }

    /// Two effects at the same time; `.none` when both are.
    @usableFromInline static func merging(_ first: Self, _ second: Self) -> Self {
        if first.isNone { return second }
        if second.isNone { return first }
        return Self(.merge([first, second]))
    }

    /// Three effects at the same time; `.none` when all are.
    static func merging(_ first: Self, _ second: Self, _ third: Self) -> Self {
        if third.isNone { return merging(first, second) }
        if first.isNone && second.isNone { return third }
        return merge([first, second, third])
    }

    /// Runs all `effects` at the same time.
    public static func merge(_ effects: some Sequence<Self>) -> Self {
        let effects = effects.filter { !$0.isNone }
        if effects.isEmpty { return .none }
        return effects.count == 1 ? effects[0] : Self(.merge(effects))
    }

    /// Runs `effects` one after the other: each starts when the previous one has finished.
    public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

    /// Runs `effects` one after the other: each starts when the previous one has finished.
    public static func concatenate(_ effects: some Sequence<Self>) -> Self {
        let effects = effects.filter { !$0.isNone }
        return effects.count == 1 ? effects[0] : Self(.concatenate(effects))
    }

    /// This effect and `other` at the same time.
    public func merge(with other: Self) -> Self { .merging(self, other) }

    /// This effect, then `other` once it has finished.
    public func concatenate(with other: Self) -> Self { .concatenate(self, other) }

    @usableFromInline var isNone: Bool {
        if case .none = operation { return true }
        return false
    }
}

extension Effect: @unchecked Sendable {}
