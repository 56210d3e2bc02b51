/// How much a `TestStore` insists on, as in the Composable Architecture:
///
/// - `.on` (the default): every state change must be described, every action an effect sends must
///   be received, and every effect must finish by the end of the test;
/// - `.off`: only what the test states is checked; actions not received are skipped, and effects
///   still running at the end are cancelled. `.off(showSkippedAssertions: true)` also prints what
///   was skipped.
public enum Exhaustivity: Equatable, Sendable {
    case on
    case off(showSkippedAssertions: Bool)

    /// Non-exhaustive, without listing what was skipped.
    public static let off = Self.off(showSkippedAssertions: false)
}
