import Foundation

/// What a `Canvas` draws with: SwiftUI's `GraphicsContext` (`fill`, `stroke`, `draw` of text and
/// images, `translateBy`, `scaleBy`, `rotate`, `opacity`). Headless, nothing is rasterized: the
/// context records each drawing command as text, which the canvas shows as its `drawing` mark
/// (`fill(ellipse(0,0 10x10), blue); draw("Hi" at 5,5)`). Transforms are recorded, not applied.
public struct GraphicsContext {
    final class Recording {
        var commands: [String] = []
    }

    let recording: Recording

    /// The opacity later drawing uses.
    public var opacity: Double = 1

    init(recording: Recording) {
        self.recording = recording
    }

    /// How a context fills or strokes: SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let name: String

        public static func color(_ color: Color) -> Shading { Shading(name: color.name) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(name: style.styleName) }
        public static var foreground: Shading { Shading(name: "foreground") }

        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(name: "LinearGradient(\(gradient.colorList))")
        }

        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(name: "RadialGradient(\(gradient.colorList))")
        }
    }

    /// How a gradient repeats: SwiftUI's `GraphicsContext.GradientOptions`.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
    }

    private func record(_ command: String) {
        recording.commands.append(opacity < 1 ? "\(command) opacity:\(Points.text(CGFloat(opacity)))" : command)
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record("fill(\(path), \(shading.name))")
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        record("stroke(\(path), \(shading.name), \(Points.text(lineWidth)))")
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record("stroke(\(path), \(shading.name), \(Points.text(style.lineWidth)))")
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        record("draw(\"\(text.content)\" at \(Points.text(point.x)),\(Points.text(point.y)))")
    }

    public func draw(_ text: Text, in rect: CGRect) {
        record("draw(\"\(text.content)\" in \(Self.describe(rect)))")
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record("draw(Image \"\(image.name)\" at \(Points.text(point.x)),\(Points.text(point.y)))")
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record("draw(Image \"\(image.name)\" in \(Self.describe(rect)))")
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        record("translate(\(Points.text(x)),\(Points.text(y)))")
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        record("scale(\(Points.text(x)),\(Points.text(y)))")
    }

    public mutating func rotate(by angle: Angle) {
        record("rotate(\(angle))")
    }

    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        record("clip(\(path))")
    }

    /// How a clip combines with the current one: SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Draws into a copy of the context whose transforms and opacity end with `body`.
    public func drawLayer(content body: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try body(&layer)
    }

    private static func describe(_ rect: CGRect) -> String {
        "\(Points.text(rect.minX)),\(Points.text(rect.minY)) \(Points.text(rect.width))x\(Points.text(rect.height))"
    }
}
