/// A style changed by one of `ShapeStyle`'s own modifiers (`.red.opacity(0.5)`,
/// `.thinMaterial.shadow(.drop(radius: 2))`, `AnyShapeStyle(...).blendMode(.plusDarker)`), shown as
/// the style's name and the change: `red.opacity(0.5)`.
public struct _ModifiedShapeStyle: ShapeStyle, NamedShapeStyle {
    let base: String
    let change: String
    public nonisolated var name: String { "\(base).\(change)" }
}

/// A shadow a style casts: SwiftUI's `ShadowStyle` (`.drop(color:radius:x:y:)`, `.inner(…)`).
public struct ShadowStyle: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// A shadow outside the shape.
    public static func drop(
        color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> ShadowStyle
    {
        ShadowStyle(description: "drop(\(color.name), \(Points.text(radius)))")
    }

    /// A shadow inside the shape.
    public static func inner(
        color: Color = .black.opacity(0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> ShadowStyle
    {
        ShadowStyle(description: "inner(\(color.name), \(Points.text(radius)))")
    }
}

extension ShapeStyle {
    /// This style, partly transparent: SwiftUI's `ShapeStyle.opacity(_:)`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _ModifiedShapeStyle(base: styleName, change: "opacity(\(opacity))")
    }

    /// This style, blended with what is behind it: SwiftUI's `ShapeStyle.blendMode(_:)`.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        _ModifiedShapeStyle(base: styleName, change: "blendMode(\(mode.rawValue))")
    }

    /// This style, casting a shadow: SwiftUI's `ShapeStyle.shadow(_:)`.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ModifiedShapeStyle(base: styleName, change: "shadow(\(style))")
    }
}

/// The colour of separators between rows: SwiftUI's `SeparatorShapeStyle`, `.separator`.
public struct SeparatorShapeStyle: ShapeStyle, NamedShapeStyle {
    public init() {}
    public nonisolated var name: String { "separator" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The style of separators: SwiftUI's `ShapeStyle.separator`.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
