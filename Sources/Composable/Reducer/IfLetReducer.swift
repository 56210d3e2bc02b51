extension Reducer {
    /// Runs `wrapped` on an optional child state while it is not `nil`, for the child's actions:
    /// TCA's `ifLet`. The child runs before this reducer, so the parent sees the child's changes;
    /// when the parent sets the child's state to `nil` (or to another child), the child's running
    /// effects are cancelled. A child action arriving while the child state is `nil` is a mistake
    /// TCA reports; so does this.
    ///
    ///     Reduce { state, action in … }
    ///         .ifLet(\.child, action: \.child) {
    ///             Child()
    ///         }
    public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
        @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfLetReducer<Self, Wrapped>
    where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
        _IfLetReducer(
            parent: self, child: wrapped(), toChildState: toWrappedState,
            toChildAction: AnyCasePath(toWrappedAction), fileID: fileID, line: line)
    }

    /// `ifLet` for an optional alert or confirmation dialog, which has no reducer of its own:
    /// `.ifLet(\.alert, action: \.alert)`, as TCA's overload for `_EphemeralState` has it
    /// (`Sources/ComposableArchitecture/Reducer/Reducers/IfLetReducer.swift`; its
    /// `SharedState-Onboarding` case study writes it).
    public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
        _IfLetReducer(
            parent: self, child: EmptyReducer(), toChildState: toWrappedState,
            toChildAction: AnyCasePath(toWrappedAction), fileID: fileID, line: line)
    }
}

/// The reducer `ifLet(_:action:then:)` makes: a parent, and a child run on optional state.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
    let child: (inout Child.State, Child.Action) -> Effect<Child.Action>
    let toChildState: WritableKeyPath<Parent.State, Child.State?>
    let toChildAction: AnyCasePath<Parent.Action, Child.Action>
    let identity: NavigationIdentity<Child.State>
    let fileID: StaticString
    let line: UInt

    init(
        parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
        toChildAction: AnyCasePath<Parent.Action, Child.Action>, fileID: StaticString, line: UInt
    ) {
        self.parent = parent._reduceFunction()
        self.child = child._lazyReduceFunction()
        self.toChildState = toChildState
        self.toChildAction = toChildAction
        self.identity = NavigationIdentity(place: toChildState)
        self.fileID = fileID
        self.line = line
    }

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let childEffects = reduceChild(into: &state, action: action)
        let childBefore = state[keyPath: toChildState]
        let parentEffects = parent(&state, action)
        var cancellation = Effect<Parent.Action>.none
        if let childBefore {
            let childAfter = state[keyPath: toChildState]
            let gone =
                childAfter == nil
                || (identity.canDiffer && identity.of(childBefore) != identity.of(childAfter!))
            if gone { cancellation = ._cancel(CancelID(id: identity.of(childBefore), scope: [])) }
        }
        return .merging(childEffects, parentEffects, cancellation)
    }

    private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        guard let childState = state[keyPath: toChildState] else {
            IssueReporter.report(
                "An \"ifLet\" at \"\(fileID):\(line)\" received a child action when child state was "
                    + "\"nil\": \(ValueDump.inline(action))\n\nThe child's state was cleared before this "
                    + "action reached it: a parent reducer set it to \"nil\", or an effect kept sending "
                    + "child actions after the child went away. Cancel the child's effects, or check "
                    + "that the child is there before sending.",
                fileID: fileID, line: line)
            return .none
        }
        let childIdentity = identity.of(childState)
        let effect = child(&state[keyPath: toChildState]!, childAction)
        guard !effect.isNone else { return .none }
        let embed = toChildAction.embed
        return effect.map(embed)
            .scopingCancellation(to: childIdentity)
            .cancellable(CancelID(id: childIdentity, scope: []))
    }
}

extension Effect {
    /// Cancels the work registered under an internal cancellation id.
    @usableFromInline static func _cancel(_ id: CancelID) -> Self { Self(.cancel(id: id)) }

    /// Registers this effect's work under an internal cancellation id.
    func cancellable(_ id: CancelID) -> Self {
        isNone ? self : Self(.cancellable(id: id, cancelInFlight: false, self))
    }
}
