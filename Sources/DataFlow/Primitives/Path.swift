import Foundation

/// The outline of a 2D shape: SwiftUI's `Path`, built with `move(to:)`, `addLine(to:)`,
/// `addArc(center:radius:startAngle:endAngle:clockwise:)`, `addRect(_:)`, `addEllipse(in:)` and
/// `closeSubpath()`, and returned by a custom `Shape`'s `path(in:)`. Nothing is drawn headlessly:
/// a path is the list of what was added, as text (`move(0,0) line(10,0) close`), which is how the
/// tree shows a custom shape (`SpeakerArc path="arc(center: 195,422 radius: 171 1°→91°)"`).
/// SwiftUI turns arcs into Bézier curves; this keeps them as arcs, which reads better.
public struct Path: Shape, Equatable, Sendable, CustomStringConvertible {
    /// One thing added to a path.
    enum Command: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case arc(center: CGPoint, radius: CGFloat, start: Angle, end: Angle, clockwise: Bool)
        case rect(CGRect)
        case ellipse(CGRect)
        case roundedRect(CGRect, cornerSize: CGSize)
        case close
    }

    var commands: [Command] = []

    /// An empty path.
    nonisolated public init() {}

    /// A path built by `callback`: `Path { path in path.move(to: .zero); path.addLine(to: end) }`.
    nonisolated public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// A rectangle.
    nonisolated public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    nonisolated public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A rounded rectangle.
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        commands = [.roundedRect(rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))]
    }

    /// Whether nothing has been added.
    nonisolated public var isEmpty: Bool { commands.isEmpty }

    /// Starts a new subpath at `point`.
    nonisolated public mutating func move(to point: CGPoint) { commands.append(.move(point)) }

    /// A straight line from the current point to `point`.
    nonisolated public mutating func addLine(to point: CGPoint) { commands.append(.line(point)) }

    /// Straight lines through `points`, starting a subpath at the first.
    /// A quadratic Bézier curve from the current point to `end`, bent towards `control`:
    /// SwiftUI's `Path.addQuadCurve(to:control:)`.
    nonisolated public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        commands.append(.quadCurve(to: end, control: control))
    }

    /// A cubic Bézier curve from the current point to `end`, bent by two control points:
    /// SwiftUI's `Path.addCurve(to:control1:control2:)`.
    nonisolated public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        commands.append(.curve(to: end, control1: control1, control2: control2))
    }

    nonisolated public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// An arc of the circle at `center` with `radius`, from `startAngle` to `endAngle`.
    nonisolated public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        commands.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }

    /// A rectangle, as a closed subpath.
    nonisolated public mutating func addRect(_ rect: CGRect) {
        commands.append(.rect(rect))
    }

    /// An ellipse inscribed in `rect`, as a closed subpath.
    nonisolated public mutating func addEllipse(in rect: CGRect) {
        commands.append(.ellipse(rect))
    }

    /// Closes the current subpath with a line back to its start.
    nonisolated public mutating func closeSubpath() { commands.append(.close) }

    /// A path is its own outline, whatever the rectangle: SwiftUI's `Path` is a `Shape` so.
    nonisolated public func path(in rect: CGRect) -> Path { self }

    nonisolated public var description: String {
        commands.map(\.description).joined(separator: " ")
    }
}

extension Path.Command: CustomStringConvertible {
    var description: String {
        func point(_ point: CGPoint) -> String { "\(Points.text(point.x)),\(Points.text(point.y))" }
        func rect(_ rect: CGRect) -> String {
            "\(point(rect.origin)) \(Points.text(rect.width))x\(Points.text(rect.height))"
        }
        switch self {
        case let .move(to): return "move(\(point(to)))"
        case let .line(to): return "line(\(point(to)))"
        case let .quadCurve(to, control): return "quadCurve(\(point(to)) control: \(point(control)))"
        case let .curve(to, control1, control2):
            return "curve(\(point(to)) control1: \(point(control1)) control2: \(point(control2)))"
        case let .arc(center, radius, start, end, clockwise):
            return
                "arc(center: \(point(center)) radius: \(Points.text(radius)) \(start)→\(end)\(clockwise ? " clockwise" : ""))"
        case let .rect(frame): return "rect(\(rect(frame)))"
        case let .ellipse(frame): return "ellipse(\(rect(frame)))"
        case let .roundedRect(frame, corner):
            return "roundedRect(\(rect(frame)) cornerRadius: \(Points.text(corner.width)))"
        case .close: return "close"
        }
    }
}
