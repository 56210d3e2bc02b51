/// A presentation of one case of a destination enum, or of one member of the presented state:
/// `\.$destination.alert` is the `PresentationState` of the destination's `alert` case, what TCA
/// 1.5's enum-driven navigation scopes a store to (`store.scope(state: \.$destination.alert,
/// action: \.destination.alert)`, TCA's `PresentationState.subscript(dynamicMember:)`). It is
/// presented while the destination is in that case.
extension PresentationState {
    public subscript<Case>(dynamicMember keyPath: CaseKeyPath<State, Case>) -> PresentationState<Case>
    where State: CasePathable {
        PresentationState<Case>(wrappedValue: wrappedValue.flatMap { $0[case: keyPath] })
    }

    public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> PresentationState<Member> {
        PresentationState<Member>(wrappedValue: wrappedValue?[keyPath: keyPath])
    }
}
