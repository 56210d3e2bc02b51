/// `Angle` as a number, as SwiftUI's is: compared, added, subtracted, negated, scaled, and
/// animated (`VectorArithmetic`), so `startAngle + .degrees(90)` and `angle * 2` compile.
extension Angle: Comparable, VectorArithmetic {
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.degrees < rhs.degrees }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(degrees: lhs.degrees + rhs.degrees) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(degrees: lhs.degrees - rhs.degrees) }
    public static prefix func - (angle: Angle) -> Angle { Angle(degrees: -angle.degrees) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(degrees: lhs.degrees * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(degrees: lhs * rhs.degrees) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(degrees: lhs.degrees / rhs) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }

    public mutating func scale(by rhs: Double) { degrees *= rhs }
    public var magnitudeSquared: Double { degrees * degrees }

    /// The angle's value in radians, as `animatableData`.
    public var animatableData: Double {
        get { radians }
        set { self = Angle(radians: newValue) }
    }
}
