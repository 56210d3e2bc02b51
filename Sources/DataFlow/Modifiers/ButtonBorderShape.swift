/// The shape of a bordered button's border: SwiftUI's `ButtonBorderShape`, set with
/// `buttonBorderShape(_:)` and shown as `buttonBorderShape=capsule`.
public struct ButtonBorderShape: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ButtonBorderShape(description: "automatic")
    public static let capsule = ButtonBorderShape(description: "capsule")
    public static let circle = ButtonBorderShape(description: "circle")
    public static let roundedRectangle = ButtonBorderShape(description: "roundedRectangle")

    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(description: "roundedRectangle(\(Points.text(radius)))")
    }
}

extension View {
    /// The border shape of the bordered buttons inside: SwiftUI's `buttonBorderShape(_:)`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        attributed("buttonBorderShape", shape.description)
    }
}
