/// Whether a scroll view bounces when its content fits: SwiftUI's `ScrollBounceBehavior`, set
/// with `scrollBounceBehavior(_:axes:)` and shown as `scrollBounceBehavior=basedOnSize`.
public struct ScrollBounceBehavior: Equatable, Sendable {
    let name: String

    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// How the scroll views inside bounce: SwiftUI's `scrollBounceBehavior(_:axes:)`.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        attributed("scrollBounceBehavior", behavior.name)
    }
}
