import Foundation

extension Path {
    /// The path moved, scaled or rotated by `transform`: SwiftUI's `Path.applying(_:)`. Points move
    /// exactly. A rectangle stays a rectangle under a transform without rotation and becomes four
    /// lines under one with it; an ellipse or rounded rectangle becomes the one in its moved
    /// bounding box (a rotated ellipse is not drawn headlessly, so its box is what the text shows);
    /// an arc keeps its shape with its centre moved, its radius scaled by the transform's area
    /// factor and its angles turned by the transform's rotation.
    nonisolated public func applying(_ transform: CGAffineTransform) -> Path {
        var path = Path()
        let rotates = transform.b != 0 || transform.c != 0
        let determinant = transform.a * transform.d - transform.b * transform.c
        let turn = Angle(radians: Double(atan2(transform.b, transform.a)))
        for command in commands {
            switch command {
            case .move(let point): path.commands.append(.move(point.applying(transform)))
            case .line(let point): path.commands.append(.line(point.applying(transform)))
            case .quadCurve(let end, let control):
                path.commands.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
            case .curve(let end, let control1, let control2):
                path.commands.append(
                    .curve(
                        to: end.applying(transform), control1: control1.applying(transform),
                        control2: control2.applying(transform)))
            case .close: path.commands.append(.close)
            case .rect(let rect) where rotates:
                let corners = [
                    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
                ]
                path.addLines(corners.map { $0.applying(transform) })
                path.closeSubpath()
            case .rect(let rect): path.commands.append(.rect(rect.applying(transform)))
            case .ellipse(let rect): path.commands.append(.ellipse(rect.applying(transform)))
            case .roundedRect(let rect, let cornerSize):
                path.commands.append(.roundedRect(rect.applying(transform), cornerSize: cornerSize))
            case .arc(let center, let radius, let start, let end, let clockwise):
                path.commands.append(
                    .arc(
                        center: center.applying(transform), radius: radius * sqrt(abs(determinant)),
                        start: Angle(degrees: start.degrees + turn.degrees),
                        end: Angle(degrees: end.degrees + turn.degrees),
                        clockwise: determinant < 0 ? !clockwise : clockwise))
            }
        }
        return path
    }

    /// The path moved by `x` and `y`: SwiftUI's `Path.offsetBy(dx:dy:)`.
    nonisolated public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}
