/// A gradient used directly as a style (`AnyShapeStyle(Gradient(colors: [.orange, .pink]))`,
/// `.fill(Gradient(colors: …))`): SwiftUI's `Gradient` conformance to `ShapeStyle` (iOS 16), which
/// draws it top to bottom. Shown as `Gradient(orange, pink)`.
extension Gradient: ShapeStyle, NamedShapeStyle {
    nonisolated var name: String { "Gradient(\(colorList))" }
}
