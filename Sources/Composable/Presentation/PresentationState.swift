/// The state of a feature that a parent presents (a sheet, a popover, an alert): an optional child
/// state, `nil` while nothing is presented. TCA's `PresentationState`, written `@Presents var
/// addContact: AddContactFeature.State?`; its projection `\.$addContact` is what
/// `ifLet(\.$addContact, action: \.addContact)` is given, so that the presentation reducer can run
/// the child, clear it on dismissal and cancel its effects.
///
/// The child's state is kept in a box on the heap, copied on write, as TCA's `PresentationState`
/// keeps it (`PresentationReducer.swift`, its private `Storage` class): a value still, but one of
/// fixed size, so that a feature can present itself (a recipe whose detail presents another
/// recipe's detail, `@Presents var child: ListFeature.State?` inside `ListFeature.State`), which an
/// inline optional would make a type of infinite size.
@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
    private var storage: PresentationStorage<State>

    /// A presentation of `wrappedValue`, `nil` for nothing presented.
    public init(wrappedValue: State?) {
        storage = PresentationStorage(state: wrappedValue)
    }

    /// The presented child's state, or `nil`. Writing it into a copy that shares its box with
    /// another copy gives it a box of its own first, so copies never see each other's changes.
    public var wrappedValue: State? {
        get { storage.state }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.state = newValue
            } else {
                storage = PresentationStorage(state: newValue)
            }
        }
    }

    /// The presentation itself, for `ifLet(\.$child, action:)`.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

/// The box a `PresentationState` keeps its child's state in. Unchecked `Sendable`: a box shared by
/// two copies is never written (a write to a shared box makes a new one first).
private final class PresentationStorage<State>: @unchecked Sendable {
    var state: State?

    init(state: State?) {
        self.state = state
    }
}

extension PresentationState: Equatable where State: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
    }
}

extension PresentationState: Hashable where State: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomStringConvertible {
    public var description: String { wrappedValue.map { "\($0)" } ?? "nil" }
}
