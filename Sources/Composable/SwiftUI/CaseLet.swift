import DataFlow

/// One case of a `SwitchStore`: shows `content` with a store of that case's state while the
/// enclosing switch's state is in that case. The Composable Architecture's `CaseLet`.
///
///     CaseLet(/AppFeature.State.home, action: AppFeature.Action.home) { store in HomeView(store: store) }
///
/// Outside the case it shows nothing and records the issue TCA reports ("A 'CaseLet' … was
/// encountered when state was set to another case").
@available(*, deprecated, message: "Use 'switch' with a store of observable state, instead (TCA's 'Migrating to 1.7').")
public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View>: View {
    public let toCaseState: (EnumState) -> CaseState?
    public let fromCaseAction: (CaseAction) -> EnumAction
    public let content: @MainActor (Store<CaseState, CaseAction>) -> Content
    @EnvironmentObject private var switched: SwitchedStore<EnumState, EnumAction>

    /// The case `toCaseState` extracts, its actions embedded by `fromCaseAction`.
    public init(
        _ toCaseState: @escaping (EnumState) -> CaseState?,
        action fromCaseAction: @escaping (CaseAction) -> EnumAction,
        @ViewBuilder then content: @escaping @MainActor (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.toCaseState = toCaseState
        self.fromCaseAction = fromCaseAction
        self.content = content
    }

    public var body: some View {
        IfLetStore(switched.store._scope(state: toCaseState, action: fromCaseAction), then: content) {
            CaseLetMismatch(state: switched.store.withState { $0 })
        }
    }
}

@available(*, deprecated, message: "Use 'switch' with a store of observable state, instead (TCA's 'Migrating to 1.7').")
extension CaseLet where EnumAction == CaseAction {
    /// A case whose actions are the enum's own: `CaseLet(state: /State.loading) { … }`.
    public init(
        state toCaseState: @escaping (EnumState) -> CaseState?,
        @ViewBuilder then content: @escaping @MainActor (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.init(toCaseState, action: { $0 }, then: content)
    }
}

/// What a `CaseLet` shows when the switch's state is in another case: nothing, and the issue
/// recorded, as TCA reports it.
struct CaseLetMismatch<State>: _RuntimeInternalView {
    var roleInGraph: String { "CaseLet" }
    let state: State

    var body: some View {
        EmptyView().onAppear {
            reportIssue(
                "A \"CaseLet\" was encountered when state was set to another case: \(CaseReflection.name(of: state)). "
                    + "This usually happens when the case being switched on and the \"CaseLet\" view disagree.")
        }
    }
}
