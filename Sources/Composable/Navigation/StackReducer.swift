extension Reducer {
    /// Runs `element` on the screen of the stack at `toStackState` that each `.element(id:action:)`
    /// names, pushes on `.push`, pops on `.popFrom` (after this reducer has seen the action), and
    /// cancels the effects of every screen that leaves the stack: TCA's
    /// `forEach(\.path, action: \.path) { ContactDetailFeature() }`. In a screen's effects,
    /// `@Dependency(\.dismiss)` pops that screen.
    public func forEach<ElementState, ElementAction, Element: Reducer>(
        _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> destination: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _StackReducer<Self, Element> where ElementState == Element.State, ElementAction == Element.Action {
        _StackReducer(
            base: self, element: destination(), toStackState: toStackState,
            toStackAction: AnyCasePath(toStackAction), fileID: fileID, line: line)
    }

    /// The stack of an enum reducer's screens: `.forEach(\.path, action: \.path)` with `@Reducer enum Path`.
    public func forEach<ElementState: CaseReducerState, ElementAction>(
        _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _StackReducer<Self, ElementState.StateReducer.CaseBody>
    where ElementState.StateReducer.Action == ElementAction {
        _StackReducer(
            base: self, element: ElementState.StateReducer.body, toStackState: toStackState,
            toStackAction: AnyCasePath(toStackAction), fileID: fileID, line: line)
    }
}

/// The reducer `forEach(_:action:destination:)` returns for a `StackState`. Its `reduce` is
/// inlinable, as TCA's reducers are, so that a release build specialises it for the feature's own
/// state and action types: run generically, a push and a pop spent about a quarter of their time
/// looking up generic metadata (composable-benchmark, profiled with perf).
public struct _StackReducer<Base: Reducer, Element: Reducer>: Reducer {
    @usableFromInline let base: (inout Base.State, Base.Action) -> Effect<Base.Action>
    @usableFromInline let element: (inout Element.State, Element.Action) -> Effect<Element.Action>
    @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Element.State>>
    @usableFromInline let toStackAction: AnyCasePath<Base.Action, StackAction<Element.State, Element.Action>>
    @usableFromInline let place: UncheckedHashable<AnyKeyPath>
    @usableFromInline let fileID: StaticString
    @usableFromInline let line: UInt

    init(
        base: Base, element: Element, toStackState: WritableKeyPath<Base.State, StackState<Element.State>>,
        toStackAction: AnyCasePath<Base.Action, StackAction<Element.State, Element.Action>>,
        fileID: StaticString, line: UInt
    ) {
        self.base = base._reduceFunction()
        self.element = element._lazyReduceFunction()
        self.toStackState = toStackState
        self.toStackAction = toStackAction
        self.place = UncheckedHashable(toStackState)
        self.fileID = fileID
        self.line = line
    }

    @inlinable
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let stackAction = toStackAction.extract(from: action)
        var elementEffects = Effect<Base.Action>.none
        if case let .element(id, elementAction)? = stackAction {
            elementEffects = reduceElement(into: &state, id: id, action: elementAction, whole: action)
        }
        // Removals before this action belong to earlier actions' bookkeeping; start a fresh log.
        _ = state[keyPath: toStackState].takeRemovals(since: state[keyPath: toStackState].lineage)
        let lineageBefore = state[keyPath: toStackState].lineageBox
        var popTargetWasPresent = false
        if case let .popFrom(id)? = stackAction { popTargetWasPresent = state[keyPath: toStackState][id: id] != nil }
        let baseEffects = base(&state, action)
        switch stackAction {
        case let .popFrom(id)?:
            if !popTargetWasPresent {
                report("a pop of a screen that is not on the stack", action)
            }
            state[keyPath: toStackState].pop(from: id)
        case let .push(id, elementState)?:
            if state[keyPath: toStackState][id: id] != nil {
                report("a push with an id already on the stack", action)
            } else {
                // A push with the id the generator would give next (a test's `.push(id: 0, …)`)
                // moves it on, as TCA's reducer does in tests; elsewhere the id was taken from the
                // generator already, so this changes nothing and needs no context check.
                DependencyValues._current.stackElementID.moveOn(past: id)
                state[keyPath: toStackState].append(elementState, id: id)
            }
        default:
            break
        }
        let removed: [StackElementID]
        if let logged = state[keyPath: toStackState].takeRemovals(since: ObjectIdentifier(lineageBefore)) {
            removed = logged
        } else {
            // The stack was replaced wholesale: every screen of the old one that the new one lacks
            // leaves (the only case that costs the depth). Cancelling an id with no effect is harmless.
            let remaining = Set(state[keyPath: toStackState].ids)
            removed = lineageBefore.live.filter { !remaining.contains($0) }.sorted()
        }
        let cancellations = removed.map { Effect<Base.Action>._cancel(CancelID(id: identity(of: $0), scope: [])) }
        return .merge([elementEffects, baseEffects] + cancellations)
    }

    @usableFromInline func identity(of id: StackElementID) -> AnyHashableSendable {
        AnyHashableSendable(UncheckedHashable([AnyHashable(place), AnyHashable(id)]))
    }

    @usableFromInline func reduceElement(
        into state: inout Base.State, id: StackElementID, action: Element.Action, whole: Base.Action
    ) -> Effect<Base.Action> {
        guard state[keyPath: toStackState][id: id] != nil else {
            report("an action for a screen that is not on the stack", whole)
            return .none
        }
        let effect = element(&state[keyPath: toStackState][id: id]!, action)
        guard !effect.isNone else { return .none }
        let embed = toStackAction.embed
        let elementIdentity = identity(of: id)
        return
            effect
            .map { StackAction<Element.State, Element.Action>.element(id: id, action: $0) }
            .wrappingRuns { operation, send in
                await withDependencies {
                    $0.dismiss = DismissEffect { send(.popFrom(id: id)) }
                } operation: {
                    await operation(send)
                }
            }
            .map(embed)
            .scopingCancellation(to: elementIdentity)
            .cancellable(CancelID(id: elementIdentity, scope: []))
    }

    @usableFromInline func report(_ what: String, _ action: Base.Action) {
        IssueReporter.report(
            "A \"forEach\" on a stack at \"\(fileID):\(line)\" received \(what): \(ValueDump.inline(action))\n\n"
                + "The screen may have been popped already, for example while one of its effects was "
                + "still running. Cancel its effects when popping it, or check that it is on the stack.",
            fileID: fileID, line: line)
    }
}
