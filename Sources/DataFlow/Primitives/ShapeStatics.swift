import Foundation

// The built-in shapes as static members, so that a modifier that takes a shape reads as SwiftUI
// writes it (`clipShape(.capsule)`, `background(.blue, in: .rect(cornerRadius: 8))`,
// `contentShape(.circle)`): SwiftUI's `Shape.circle`, `.capsule`, `.ellipse`, and `.rect(cornerSize:style:)`.

extension Shape where Self == Circle {
    /// A circle: SwiftUI's `Shape.circle`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule: SwiftUI's `Shape.capsule`.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style`: SwiftUI's `Shape.capsule(style:)`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse: SwiftUI's `Shape.ellipse`.
    public static var ellipse: Ellipse { Ellipse() }
}

// `.rect` and `.rect(cornerRadius:style:)` are declared with the list row modifiers.

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corners of `cornerSize`: SwiftUI's `Shape.rect(cornerSize:style:)`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
