extension Reducer {
    /// Runs a presented child feature: TCA's `ifLet(\.$child, action: \.child) { Child() }` for
    /// `@Presents` state and a `PresentationAction` case. It
    ///
    /// - runs the child for `.presented(childAction)`, before this reducer;
    /// - on `.dismiss`, runs this reducer and then sets the child's state to `nil`;
    /// - cancels the child's effects when its state goes away or is replaced;
    /// - gives the child's effects a `\.dismiss` dependency that sends `.dismiss` back here.
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _PresentationReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        _PresentationReducer(
            base: self, destination: destination(), toPresentationState: toPresentationState,
            toPresentationAction: AnyCasePath(toPresentationAction), fileID: fileID, line: line)
    }
}

/// The reducer `ifLet(\.$child, action:destination:)` makes.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
    let base: (inout Base.State, Base.Action) -> Effect<Base.Action>
    let destination: (inout Destination.State, Destination.Action) -> Effect<Destination.Action>
    let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
    let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
    let identity: NavigationIdentity<Destination.State>
    let fileID: StaticString
    let line: UInt

    init(
        base: Base, destination: Destination,
        toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
        toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
        fileID: StaticString, line: UInt
    ) {
        self.base = base._reduceFunction()
        self.destination = destination._lazyReduceFunction()
        self.toPresentationState = toPresentationState
        self.toPresentationAction = toPresentationAction
        self.identity = NavigationIdentity(place: toPresentationState)
        self.fileID = fileID
        self.line = line
    }

    private func presentedIdentity(in state: Base.State) -> AnyHashableSendable? {
        state[keyPath: toPresentationState].wrappedValue.map(identity.of)
    }

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let identityBefore = presentedIdentity(in: state)
        var destinationEffects = Effect<Base.Action>.none
        let baseEffects: Effect<Base.Action>

        switch toPresentationAction.extract(from: action) {
        case .dismiss?:
            if identityBefore == nil { reportMissing(action, dismissal: true) }
            baseEffects = base(&state, action)
            if identityBefore != nil, presentedIdentity(in: state) == identityBefore {
                state[keyPath: toPresentationState].wrappedValue = nil
            }
        case let .presented(destinationAction)?:
            if let identityBefore {
                destinationEffects = reduceDestination(
                    into: &state, action: destinationAction, identity: identityBefore)
                // An alert or dialog goes away as soon as one of its buttons sends an action.
                if let presented = state[keyPath: toPresentationState].wrappedValue,
                    Ephemerality.isEphemeral(presented)
                {
                    state[keyPath: toPresentationState].wrappedValue = nil
                }
            } else {
                reportMissing(action, dismissal: false)
            }
            baseEffects = base(&state, action)
        case nil:
            baseEffects = base(&state, action)
        }

        var cancellation = Effect<Base.Action>.none
        if let identityBefore, identityBefore != presentedIdentity(in: state) {
            cancellation = ._cancel(CancelID(id: identityBefore, scope: []))
        }
        return .merging(destinationEffects, baseEffects, cancellation)
    }

    private func reduceDestination(
        into state: inout Base.State, action: Destination.Action, identity: AnyHashableSendable
    ) -> Effect<Base.Action> {
        let effect = destination(&state[keyPath: toPresentationState].wrappedValue!, action)
        guard !effect.isNone else { return .none }
        let embed = toPresentationAction.embed
        return
            effect
            .map { PresentationAction.presented($0) }
            .wrappingRuns { operation, send in
                await withDependencies {
                    $0.dismiss = DismissEffect { send(.dismiss) }
                } operation: {
                    await operation(send)
                }
            }
            .map(embed)
            .scopingCancellation(to: identity)
            .cancellable(CancelID(id: identity, scope: []))
    }

    private func reportMissing(_ action: Base.Action, dismissal: Bool) {
        IssueReporter.report(
            "An \"ifLet\" at \"\(fileID):\(line)\" received a "
                + (dismissal ? "dismissal" : "presentation action")
                + " when destination state was absent: \(ValueDump.inline(action))\n\nThe presented feature "
                + "was already dismissed (its state is \"nil\"). This usually means an effect of the child "
                + "kept running after dismissal, or an action was sent to a feature that is not presented.",
            fileID: fileID, line: line)
    }
}
