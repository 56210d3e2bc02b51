/// A text style: SwiftUI's `Font`. Headless, a font is its name: `font=caption`,
/// `font=system(size: 20, weight: bold, design: rounded)`, `font=title.bold()`.
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
    public static let caption2 = Font(name: "caption2")
    public static let footnote = Font(name: "footnote")

    /// A font of a given point size, optionally with a weight and a design:
    /// `.system(size: 20, weight: .bold, design: .rounded)`.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        var parts = ["size: \(Points.text(size))"]
        if let weight { parts.append("weight: \(weight)") }
        if let design { parts.append("design: \(design)") }
        return Font(name: "system(" + parts.joined(separator: ", ") + ")")
    }

    /// A text style with a design and weight: `.system(.title, design: .rounded, weight: .bold)`.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        var parts = ["\(style)"]
        if let design { parts.append("design: \(design)") }
        if let weight { parts.append("weight: \(weight)") }
        return Font(name: "system(" + parts.joined(separator: ", ") + ")")
    }

    /// A font from the app's bundle: `.custom("Avenir", size: 18)`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: "custom(\(name), size: \(Points.text(size)))")
    }

    /// This font in bold: `.title.bold()`.
    public func bold() -> Font { Font(name: name + ".bold()") }

    /// This font in italics.
    public func italic() -> Font { Font(name: name + ".italic()") }

    /// This font with digits of equal width, for counters and prices: `.title.monospacedDigit()`.
    public func monospacedDigit() -> Font { Font(name: name + ".monospacedDigit()") }

    /// This font in its fixed-width variant.
    public func monospaced() -> Font { Font(name: name + ".monospaced()") }

    /// This font with a weight: `.body.weight(.semibold)`.
    public func weight(_ weight: Font.Weight) -> Font { Font(name: name + ".weight(\(weight))") }

    /// How thick a font's strokes are: SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        public let description: String

        public static let ultraLight = Weight(description: "ultraLight")
        public static let thin = Weight(description: "thin")
        public static let light = Weight(description: "light")
        public static let regular = Weight(description: "regular")
        public static let medium = Weight(description: "medium")
        public static let semibold = Weight(description: "semibold")
        public static let bold = Weight(description: "bold")
        public static let heavy = Weight(description: "heavy")
        public static let black = Weight(description: "black")
    }

    /// A font's family of shapes: SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The text styles: SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}
