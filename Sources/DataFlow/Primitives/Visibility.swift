/// Whether something the system may show is shown: SwiftUI's `Visibility`, as in a confirmation
/// dialog's `titleVisibility:`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The system decides; here, the title is shown.
    case automatic
    case visible
    case hidden
}
