/// A translucent blur behind content: SwiftUI's `Material` (`.background(.ultraThinMaterial)`).
/// Headless, nothing is blurred: the material is a style shown by name (`background=ultraThinMaterial`).
public struct Material: ShapeStyle, NamedShapeStyle, Hashable {
    public let name: String

    public static let ultraThin = Material(name: "ultraThinMaterial")
    public static let thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial")
    public static let thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of a bar (tab bar, toolbar); also `Material.bar`.
    public static var bar: Material { Material(name: "bar") }
}

/// A style whose type is erased, so that one expression can choose between styles of different
/// types (`isActive ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`): SwiftUI's
/// `AnyShapeStyle`. It shows the name of the style it wraps.
public struct AnyShapeStyle: ShapeStyle, NamedShapeStyle {
    public let name: String

    public init<S: ShapeStyle>(_ style: S) {
        name = style.styleName
    }
}

/// The background of the context a view is in (a window, a grouped list): SwiftUI's
/// `BackgroundStyle`, `.background` as a style, shown as `background`.
public struct BackgroundStyle: ShapeStyle, NamedShapeStyle {
    public init() {}
    public var name: String { "background" }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
