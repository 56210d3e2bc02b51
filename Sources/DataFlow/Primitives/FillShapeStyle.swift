/// The fill colour of a control's background, a translucent grey: SwiftUI's `FillShapeStyle`
/// (`.background(.fill.tertiary, in: .rect(cornerRadius: 20))`), shown as `fill`.
public struct FillShapeStyle: ShapeStyle, NamedShapeStyle {
    public init() {}
    public nonisolated var name: String { "fill" }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The fill style for control backgrounds: SwiftUI's `ShapeStyle.fill`.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// A level of another style (`.fill.tertiary`, `.red.secondary`): what SwiftUI's instance
/// properties `secondary`, `tertiary`... return. Shown as the style's name and the level,
/// `fill.tertiary`.
public struct _HierarchicalLevelShapeStyle: ShapeStyle, NamedShapeStyle {
    let base: String
    let level: String
    public nonisolated var name: String { "\(base).\(level)" }
}

extension ShapeStyle {
    /// This style at the second level: SwiftUI's `ShapeStyle.secondary` instance property.
    public var secondary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: styleName, level: "secondary") }
    /// This style at the third level: SwiftUI's `ShapeStyle.tertiary` instance property.
    public var tertiary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: styleName, level: "tertiary") }
    /// This style at the fourth level: SwiftUI's `ShapeStyle.quaternary` instance property.
    public var quaternary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: styleName, level: "quaternary") }
    /// This style at the fifth level: SwiftUI's `ShapeStyle.quinary` instance property.
    public var quinary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: styleName, level: "quinary") }
}

extension View {
    /// Sets the style that `.background` and `background()` draw inside this view: SwiftUI's
    /// `backgroundStyle(_:)`, recorded as `backgroundStyle=fill.tertiary`.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        attributed("backgroundStyle", style.styleName)
    }
}
