/// The parts of the screen a view may extend under: SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// An angle, for `rotationEffect(_:)`: SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, CustomStringConvertible {
    public var degrees: Double

    public init(degrees: Double) {
        self.degrees = degrees
    }

    public init(radians: Double) {
        degrees = radians * 180 / .pi
    }

    public var radians: Double { degrees * .pi / 180 }

    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static let zero = Angle(degrees: 0)

    public var description: String { "\(Points.text(CGFloat(degrees)))°" }
}

/// Layout modifiers. Layout is not computed headlessly: each is recorded as a mark on the views
/// under it (`padding=16`, `frame=width:100 height:50`), so the code compiles as in SwiftUI and
/// the rendered tree shows what was asked for.
extension View {
    /// Space around the view, on `edges`, of `length` points or the default amount:
    /// SwiftUI's `padding(_:_:)`. `.padding()` shows as `padding=all`, `.padding(.horizontal)` as
    /// `padding=horizontal`, `.padding(.top, 4)` as `padding=top 4`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        attributed("padding", edges.description + (length.map { " " + Points.text($0) } ?? ""))
    }

    /// The same space on every edge: `.padding(8)` shows as `padding=8`.
    public func padding(_ length: CGFloat) -> some View {
        attributed("padding", Points.text(length))
    }

    /// Different space on each edge: `.padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))`.
    public func padding(_ insets: EdgeInsets) -> some View {
        attributed("padding", insets.description)
    }

    /// A fixed width and/or height: SwiftUI's `frame(width:height:alignment:)`, shown as
    /// `frame=width:100 height:50`. A `GeometryReader` inside measures this size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        var parts: [String] = []
        if let width { parts.append("width:\(Points.text(width))") }
        if let height { parts.append("height:\(Points.text(height))") }
        if alignment != .center { parts.append("alignment:\(alignment)") }
        var effect = ModifierEffect(attributes: [Attribute(name: "frame", value: parts.joined(separator: " "))])
        effect.fixedWidth = width
        effect.fixedHeight = height
        return modified(effect)
    }

    /// A flexible frame: SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    /// `.frame(maxWidth: .infinity)` (fill the width) shows as `frame=maxWidth:infinity`.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let bounds: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var parts = bounds.compactMap { name, value in value.map { "\(name):\(Points.text($0))" } }
        if alignment != .center { parts.append("alignment:\(alignment)") }
        return attributed("frame", parts.joined(separator: " "))
    }

    /// Lets the view extend under the status bar, home indicator or keyboard:
    /// SwiftUI's `ignoresSafeArea(_:edges:)`, shown as `ignoresSafeArea=all`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        attributed("ignoresSafeArea", edges.description)
    }

    /// Lets the view extend beyond the safe area on `edges`: SwiftUI's `edgesIgnoringSafeArea(_:)`,
    /// deprecated in favour of `ignoresSafeArea(_:edges:)` and shown as it is.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Moves the view without changing its layout: SwiftUI's `offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        attributed("offset", "x:\(Points.text(x)) y:\(Points.text(y))")
    }

    /// Scales the view: SwiftUI's `scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        attributed("scaleEffect", Points.text(scale))
    }

    /// Scales the view by a width and a height factor: SwiftUI's `scaleEffect(_:anchor:)` with a
    /// `CGSize`, shown as `scaleEffect=1.2×1.2`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        attributed("scaleEffect", "\(Points.text(scale.width))×\(Points.text(scale.height))")
    }

    /// Scales the view horizontally by `x` and vertically by `y` (`scaleEffect(x: -1)` mirrors it):
    /// SwiftUI's `scaleEffect(x:y:anchor:)`, shown as `scaleEffect=-1×1`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the view: SwiftUI's `rotationEffect(_:anchor:)`, shown as `rotationEffect=45°`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        attributed("rotationEffect", angle.description)
    }

    /// Scales the view to fit its space, keeping its aspect ratio: SwiftUI's `scaledToFit()`.
    public func scaledToFit() -> some View {
        attributed("aspectRatio", "fit")
    }

    /// Scales the view to fill its space, keeping its aspect ratio: SwiftUI's `scaledToFill()`.
    public func scaledToFill() -> some View {
        attributed("aspectRatio", "fill")
    }

    /// Keeps the view at an aspect ratio: SwiftUI's `aspectRatio(_:contentMode:)`, shown as
    /// `aspectRatio=fit` or `aspectRatio=1.5 fill`.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        attributed("aspectRatio", (aspectRatio.map { Points.text($0) + " " } ?? "") + "\(contentMode)")
    }

    /// Keeps the view at the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        attributed("aspectRatio", "\(Points.text(aspectRatio.width)):\(Points.text(aspectRatio.height)) \(contentMode)")
    }

    /// The size of SF Symbols inside: SwiftUI's `imageScale(_:)`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        attributed("imageScale", "\(scale)")
    }
}
