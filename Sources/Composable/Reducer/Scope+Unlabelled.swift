extension Scope {
    /// `Scope(\.counter, action: \.counter) { Counter() }`: the spelling TCA added beside
    /// `Scope(state:action:)` (pointfreeco/swift-composable-architecture#3923, "Add
    /// `scope(_:action:)` and `Scope(_:action:)`"), which its tutorials now use; it does the same.
    public init<ChildState, ChildAction>(
        _ toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: toChildState, action: toChildAction, child: child)
    }
}
