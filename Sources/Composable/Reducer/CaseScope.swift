/// Runs a child reducer on one case of an enum state: TCA's `Scope(state: \.addContact,
/// action: \.addContact)` with a case key path for the state. When the state is another case, the
/// child's action is ignored (TCA reports that as a mistake; here it is reported too). The body
/// that `@Reducer enum Destination` writes is made of these.
public struct _CaseScope<ParentState, ParentAction, Child: Reducer>: Reducer {
    let toChildState: AnyCasePath<ParentState, Child.State>
    let toChildAction: AnyCasePath<ParentAction, Child.Action>
    let child: (inout Child.State, Child.Action) -> Effect<Child.Action>

    public init(
        state toChildState: CaseKeyPath<ParentState, Child.State>,
        action toChildAction: CaseKeyPath<ParentAction, Child.Action>,
        child: () -> Child
    ) {
        self.toChildState = AnyCasePath(toChildState)
        self.toChildAction = AnyCasePath(toChildAction)
        self.child = child()._lazyReduceFunction()
    }

    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        guard var childState = toChildState.extract(from: state) else {
            IssueReporter.report(
                "A child action was sent while the state was another case: \(ValueDump.inline(action)) "
                    + "reached \(ValueDump.inline(state)). The action was ignored.")
            return .none
        }
        let effect = child(&childState, childAction)
        state = toChildState.embed(childState)
        return effect.isNone ? .none : effect.map(toChildAction.embed)
    }
}

/// A reducer made of cases, each a feature: what `@Reducer enum Destination { … }` conforms to
/// (TCA's `CaseReducer`). Its reducer is the static `body`, scoping into each case.
public protocol CaseReducer {
    associatedtype State: CaseReducerState where State.StateReducer == Self
    associatedtype Action
    associatedtype CaseBody: Reducer where CaseBody.State == State, CaseBody.Action == Action
    associatedtype CaseScopes
    associatedtype CaseScope
    static var body: CaseBody { get }
    /// The case the store's state is in, with a store of that case's feature: `switch store.case`.
    @MainActor static func scope(_ store: Store<State, Action>) -> CaseScope
    static var caseScopes: CaseScopes { get }
}

/// The state of an enum reducer, which knows its reducer (TCA's `CaseReducerState`), so that
/// `.ifLet(\.$destination, action: \.destination)` needs no trailing reducer.
public protocol CaseReducerState {
    associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
    /// Runs the enum reducer of the presented destination: `.ifLet(\.$destination, action: \.destination)`.
    public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _PresentationReducer<Self, DestinationState.StateReducer.CaseBody>
    where DestinationState.StateReducer.Action == DestinationAction {
        ifLet(
            toPresentationState, action: toPresentationAction, destination: { DestinationState.StateReducer.body },
            fileID: fileID, line: line)
    }

    /// Presents state that has no reducer of its own, such as an alert:
    /// `.ifLet(\.$alert, action: \.alert)`.
    public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
        ifLet(
            toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
            fileID: fileID, line: line)
    }
}

/// A conformance `@Reducer(state:action:)` synthesises for an enum reducer's `State` or `Action`.
public struct _SynthesizedConformance: Sendable {
    let name: String
    public static let equatable = Self(name: "Equatable")
    public static let hashable = Self(name: "Hashable")
    public static let sendable = Self(name: "Sendable")
    public static let codable = Self(name: "Codable")
    public static let decodable = Self(name: "Decodable")
    public static let encodable = Self(name: "Encodable")
}

/// One case of an enum reducer, as a pair of case key paths into its state and its action, so that
/// `$store.scope(\.$destination, action: \.destination).addContact` can find both by one name.
/// `@Reducer enum` writes a `CaseScopes` type with one of these per case.
public struct _CaseScopePath<State, Action, ChildState, ChildAction>: @unchecked Sendable {
    // Sendable: key paths are immutable values.
    public let state: CaseKeyPath<State, ChildState>
    public let action: CaseKeyPath<Action, ChildAction>

    public init(state: CaseKeyPath<State, ChildState>, action: CaseKeyPath<Action, ChildAction>) {
        self.state = state
        self.action = action
    }
}

extension CaseReducer where Self: Reducer {
    /// An enum reducer is also a `Reducer` (as in TCA), so `StackActionOf<Path>` and
    /// `IdentifiedActionOf` accept it: it reduces with its static `body`.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        Self.body.reduce(into: &state, action: action)
    }
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
    /// The case of an enum reducer's state, each case holding the store of its feature:
    /// `switch store.case { case let .detail(store): DetailView(store: store) … }`, TCA's `Store.case`.
    public var `case`: State.StateReducer.CaseScope {
        State.StateReducer.scope(self)
    }
}
