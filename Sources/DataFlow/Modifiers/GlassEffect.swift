/// The Liquid Glass material (iOS 26): SwiftUI's `Glass`, given to `glassEffect(_:in:)`
/// (`.glassEffect(.regular.tint(.orange).interactive(), in: .capsule)`). Headless nothing is drawn:
/// the glass is recorded by name, `glassEffect=regular.tint(orange).interactive in Capsule`.
public struct Glass: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// The standard glass.
    public static let regular = Glass(description: "regular")
    /// A clearer glass, for content over media.
    public static let clear = Glass(description: "clear")
    /// No glass.
    public static let identity = Glass(description: "identity")

    /// This glass tinted with `color`.
    public func tint(_ color: Color?) -> Glass {
        Glass(description: description + (color.map { ".tint(\($0.name))" } ?? ""))
    }

    /// This glass reacting to touches.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        isEnabled ? Glass(description: description + ".interactive") : self
    }
}

/// The `.glass` button style (iOS 26): SwiftUI's `GlassButtonStyle`.
public struct GlassButtonStyle: PrimitiveButtonStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "glass" }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

/// The `.glassProminent` button style (iOS 26): SwiftUI's `GlassProminentButtonStyle`.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "glassProminent" }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// Views whose glass shapes blend into one another when they come close (iOS 26): SwiftUI's
/// `GlassEffectContainer`. Headless it shows its content as it is.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        content
    }
}

extension View {
    /// Puts Liquid Glass behind the view, in `shape` (iOS 26): SwiftUI's `glassEffect(_:in:)`.
    /// The default shape here is a capsule.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
        attributed("glassEffect", "\(glass) in \(ShapeName.of(shape))")
    }

    /// Names the view's glass so that it morphs into the glass of the same id in a transition
    /// (iOS 26): SwiftUI's `glassEffectID(_:in:)`, recorded as `glassEffectID=<id>`.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        attributed("glassEffectID", id.map { "\($0)" } ?? "none")
    }
}
