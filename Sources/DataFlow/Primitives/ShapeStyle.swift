/// What fills text and shapes: a colour, a gradient, or a style that depends on context such as
/// `.secondary` or `.tint`: SwiftUI's `ShapeStyle`. Headless, a style is its name
/// (`foregroundColor=secondary`, `fill=blue`).
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
    /// The name the rendered tree shows for this style.
    nonisolated var styleName: String {
        (self as? any NamedShapeStyle)?.name ?? String(describing: Self.self)
    }
}

/// A style the runtime knows the name of.
protocol NamedShapeStyle {
    nonisolated var name: String { get }
}

/// The primary, secondary, tertiary... levels of the foreground: SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle, NamedShapeStyle {
    public let name: String

    public static let primary = HierarchicalShapeStyle(name: "primary")
    public static let secondary = HierarchicalShapeStyle(name: "secondary")
    public static let tertiary = HierarchicalShapeStyle(name: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(name: "quaternary")
}

/// The accent colour of the view, set with `tint(_:)`: SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle, NamedShapeStyle {
    public init() {}
    public var name: String { "tint" }
}

/// The current foreground style: SwiftUI's `ForegroundStyle`, what `fill()` uses by default.
public struct ForegroundStyle: ShapeStyle, NamedShapeStyle {
    public init() {}
    public var name: String { "foreground" }
}

/// A gradient along a line: SwiftUI's `LinearGradient`. Shown by its colours
/// (`background=LinearGradient(blue, purple)`).
public struct LinearGradient: ShapeStyle, NamedShapeStyle, View {
    public typealias Body = Never
    let colors: [Color]

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.colors = colors
    }

    public nonisolated var name: String { "LinearGradient(" + colors.map(\.name).joined(separator: ", ") + ")" }
}

extension LinearGradient: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: "LinearGradient", label: name), children: [])
    }
}

/// A point in a view's unit square, for gradients: SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension Color: ShapeStyle, NamedShapeStyle {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "primary") }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "secondary") }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "tertiary") }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "quaternary") }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color("black") }
    public static var white: Color { Color("white") }
    public static var gray: Color { Color("gray") }
    public static var red: Color { Color("red") }
    public static var green: Color { Color("green") }
    public static var blue: Color { Color("blue") }
    public static var orange: Color { Color("orange") }
    public static var yellow: Color { Color("yellow") }
    public static var pink: Color { Color("pink") }
    public static var purple: Color { Color("purple") }
    public static var brown: Color { Color("brown") }
    public static var cyan: Color { Color("cyan") }
    public static var indigo: Color { Color("indigo") }
    public static var mint: Color { Color("mint") }
    public static var teal: Color { Color("teal") }
    public static var clear: Color { Color("clear") }
}
