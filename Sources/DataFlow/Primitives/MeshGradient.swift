/// A gradient over a grid of points, each with its own colour: SwiftUI's `MeshGradient` (iOS 18),
/// as in Apple's example, a 3×3 grid of `SIMD2<Float>` points from `[0, 0]` to `[1, 1]` with nine
/// colours. It is a view and a style; headless, it is shown by its grid and colours
/// (`MeshGradient(3×3: red, purple, indigo, …)`) and its points are kept, not drawn.
public struct MeshGradient: ShapeStyle, NamedShapeStyle, View, Equatable {
    public typealias Body = Never
    /// The number of points in each row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The points of the grid, row by row, in the unit square.
    public var points: [SIMD2<Float>]
    /// The colour at each point.
    public var colors: [Color]
    /// The colour outside the mesh.
    public var background: Color
    /// Whether colours blend smoothly between points.
    public var smoothsColors: Bool

    nonisolated public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    public nonisolated var name: String {
        "MeshGradient(\(width)×\(height): \(colors.map(\.name).joined(separator: ", ")))"
    }
}

extension MeshGradient: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: "MeshGradient", label: name), children: [])
    }
}

extension Gradient {
    /// The colour space a gradient blends in: SwiftUI's `Gradient.ColorSpace` (iOS 17). Headless,
    /// nothing is blended; it is kept so code that chooses one compiles.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Blending in the device's colour space, the default.
        public static let device = ColorSpace(name: "device")
        /// Blending in a perceptual colour space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
