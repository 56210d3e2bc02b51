/// How readily a view takes space its siblings also want: SwiftUI's `layoutPriority(_:)`. Headless
/// layout does not share out space, so the priority is recorded on the view (`layoutPriority=1`).
extension View {
    /// Gives the view a layout priority: SwiftUI's `layoutPriority(_:)` (0 by default).
    public func layoutPriority(_ value: Double) -> some View {
        attributed("layoutPriority", Points.text(value))
    }
}
