extension AnyTransition {
    /// A transition from one view modifier to another: SwiftUI's `modifier(active:identity:)`, as
    /// apps build their own transitions (`.modifier(active: Rotate(180), identity: Rotate(0))`).
    /// Headless nothing animates: a view shows `transition=modifier(Rotate)`.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition("modifier(\(String(describing: E.self)))")
    }
}
