/// A text style: SwiftUI's `Font`. Headless, a font is its name: `font=caption`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var description: String { name }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let caption = Font(name: "caption")
    public static let footnote = Font(name: "footnote")

    /// A font of a given point size.
    public static func system(size: Double) -> Font { Font(name: "system(\(size))") }
}
