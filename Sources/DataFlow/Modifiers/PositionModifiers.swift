import Foundation

/// Places a view's centre at a point of its parent's coordinate space: SwiftUI's `position(_:)`
/// and `position(x:y:)`. Headless, positions are not computed, so the point is recorded on the view
/// (`position=40,120`).
extension View {
    /// Centres the view at `position`: SwiftUI's `position(_:)`.
    public func position(_ position: CGPoint) -> some View {
        attributed("position", "\(Points.text(position.x)),\(Points.text(position.y))")
    }

    /// Centres the view at `x` and `y`: SwiftUI's `position(x:y:)`, each 0 by default.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
