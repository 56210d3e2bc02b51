import Foundation

/// A stand-in for UIKit's `UIFont`, as far as SwiftUI code names fonts for UIKit's appearance
/// proxies and attributed strings (`UIFont.systemFont(ofSize: 20, weight: .bold)`). A font is
/// its name and size: nothing measures or draws text here. UIKit itself does not exist on Linux.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// How heavy the system font is: UIKit's `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        /// UIKit's weight scale, from -1 (ultra light) to 1 (black).
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// A text style of Dynamic Type: UIKit's `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    /// The font's name: UIKit's `fontName`.
    public let fontName: String
    /// The font's size in points: UIKit's `pointSize`.
    public let pointSize: CGFloat

    init(fontName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = pointSize
    }

    /// The font named `fontName`: UIKit's `init(name:size:)`. UIKit gives nil for a font it does
    /// not have; there are no font files here, so every name gives a font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize)
    }

    /// The system font: UIKit's `systemFont(ofSize:)`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: "system", pointSize: fontSize)
    }

    /// The system font of a weight: UIKit's `systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "system(weight: \(weight.rawValue))", pointSize: fontSize)
    }

    /// The bold system font: UIKit's `boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The font of a text style at the default size: UIKit's `preferredFont(forTextStyle:)`, with
    /// the sizes Apple's Human Interface Guidelines give for the large (default) text size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
            .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(fontName: style.rawValue, pointSize: sizes[style] ?? 17)
    }

    public var description: String { "\(fontName) \(pointSize)" }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}
