/// One screen of a store-driven navigation stack as the `NavigationStack` sees it: its id and, for
/// a screen a `NavigationLink(state:)` is about to push, its state. Equal by id alone, so that the
/// stack's path can be compared without the screens' state being `Hashable`.
public struct _StackPathComponent<Element>: Hashable, @unchecked Sendable {
    // Sendable: only read on the main actor, where views live.
    let id: StackElementID
    let element: Element?

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
