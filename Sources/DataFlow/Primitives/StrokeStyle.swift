import Foundation

/// How a stroke is drawn: its width, the shape of its ends and corners, and its dashes:
/// SwiftUI's `StrokeStyle`. Headless, the tree shows the width (`lineWidth=2`) and any dashes
/// (`dash=[5, 3]`); caps, joins and the miter limit are kept but not shown.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The attributes the tree shows for this style.
    var attributes: [Attribute] {
        var attributes = [Attribute(name: "lineWidth", value: Points.text(lineWidth))]
        if !dash.isEmpty {
            attributes.append(Attribute(name: "dash", value: "[" + dash.map(Points.text).joined(separator: ", ") + "]"))
        }
        return attributes
    }
}

/// How the ends of a stroked line are drawn: Core Graphics' `CGLineCap`, which SwiftUI's
/// `StrokeStyle` uses (Foundation on Linux has no Core Graphics, so it is declared here).
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How the corners of a stroked path are drawn: Core Graphics' `CGLineJoin`, which SwiftUI's
/// `StrokeStyle` uses.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
