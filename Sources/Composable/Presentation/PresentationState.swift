/// The state of a feature that a parent presents (a sheet, a popover, an alert): an optional child
/// state, `nil` while nothing is presented. TCA's `PresentationState`, written `@Presents var
/// addContact: AddContactFeature.State?`; its projection `\.$addContact` is what
/// `ifLet(\.$addContact, action: \.addContact)` is given, so that the presentation reducer can run
/// the child, clear it on dismissal and cancel its effects.
@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
    /// The presented child's state, or `nil`.
    public var wrappedValue: State?

    /// A presentation of `wrappedValue`, `nil` for nothing presented.
    public init(wrappedValue: State?) {
        self.wrappedValue = wrappedValue
    }

    /// The presentation itself, for `ifLet(\.$child, action:)`.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomStringConvertible {
    public var description: String { wrappedValue.map { "\($0)" } ?? "nil" }
}
