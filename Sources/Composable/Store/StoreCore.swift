/// The heart of a store: the root state, the reducer, and the loop that feeds actions through it.
/// Actions sent while an action is being reduced (by a `.send` effect, or by a view reacting to
/// the change) wait their turn, so the reducer never runs inside itself, as in TCA's root store.
@MainActor
final class StoreCore<State, Action> {
    private(set) var state: State
    private let reducer: (inout State, Action) -> Effect<Action>
    var dependencies: DependencyValues
    let effects = EffectRuntime<Action>()
    // The send loop's own bookkeeping is touched on every action, only here, on the main actor,
    // and never held across a call (`buffer` is appended to and read by index, never borrowed
    // while a reducer runs), so the run-time exclusivity check would find nothing: it is skipped.
    // `state` keeps its check, since a reducer runs while it is being changed.
    @exclusivity(unchecked) private var buffer: [(action: Action, fromEffect: Bool)] = []
    @exclusivity(unchecked) private var isSending = false

    /// Told of every action the reducer ran, whether an effect sent it, and the state after it.
    var didReduce: ((Action, Bool, State) -> Void)?
    /// The stores views read, told once the reducer has run for an action and the actions it led to.
    let observers = StoreObservers()

    init(
        initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>, dependencies: DependencyValues
    ) {
        self.state = initialState
        self.reducer = reducer
        self.dependencies = dependencies
        effects.deliver = { [unowned self] action in _ = self.send(action, fromEffect: true) }
    }

    /// Reduces `action`, and every action it leads to synchronously, and starts their effects.
    /// Returns the tasks of the effects started, if any.
    func send(_ action: Action, fromEffect: Bool) -> [Task<Void, Never>] {
        guard !isSending else {
            buffer.append((action, fromEffect))
            return []
        }
        isSending = true
        var started: [Task<Void, Never>] = []
        // A store given no dependencies reads the defaults, as code around it does: no need to
        // install its values for the reducer.
        if dependencies.isUnchanged {
            reduceAll(action, fromEffect: fromEffect, startingInto: &started)
        } else {
            DependencyValues.$_current.withValue(dependencies) {
                reduceAll(action, fromEffect: fromEffect, startingInto: &started)
            }
        }
        if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
        isSending = false
        observers.stateDidChange()
        return started
    }

    private func reduceAll(_ action: Action, fromEffect: Bool, startingInto started: inout [Task<Void, Never>]) {
        reduce(action, fromEffect: fromEffect, startingInto: &started)
        var index = 0
        while index < buffer.count {
            let (action, fromEffect) = buffer[index]
            index += 1
            reduce(action, fromEffect: fromEffect, startingInto: &started)
        }
    }

    private func reduce(_ action: Action, fromEffect: Bool, startingInto started: inout [Task<Void, Never>]) {
        let effect = reducer(&state, action)
        didReduce?(action, fromEffect, state)
        if !effect.isNone {
            started += effects.start(effect, for: action, dependencies: dependencies)
        }
    }
}
