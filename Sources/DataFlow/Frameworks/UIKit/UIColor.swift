/// A stand-in for UIKit's `UIColor`, only as far as SwiftUI code names system colours through it:
/// `Color(.systemBackground)`, `Color(uiColor: .secondaryLabel)`. Headless, a colour is its name,
/// so a `UIColor` here is a name too; it draws nothing, converts to nothing, and has none of
/// UIKit's dynamic (light/dark) resolution. UIKit itself does not exist on Linux.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's name, as a `Color` made from it shows it.
    public let name: String

    nonisolated init(name: String) {
        self.name = name
    }

    /// A colour from components between 0 and 1, named by them.
    nonisolated public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.init(name: Color(red: red, green: green, blue: blue, opacity: alpha).name)
    }

    /// The colour set `name` of the app's asset catalog: UIKit's `UIColor(named:)`, shown by the
    /// name as `Color("name")` is. UIKit gives nil when the catalog has no such set; here there is
    /// no catalog to look in, so every name gives a colour.
    nonisolated public init?(named name: String) {
        self.init(name: name)
    }

    nonisolated public var description: String { name }

    // UIKit's system colours (Apple's "UI element colors" and "Standard colors").
    nonisolated public static let systemBackground = UIColor(name: "systemBackground")
    nonisolated public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    nonisolated public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    nonisolated public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    nonisolated public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    nonisolated public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    nonisolated public static let systemFill = UIColor(name: "systemFill")
    nonisolated public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    nonisolated public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    nonisolated public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
    nonisolated public static let label = UIColor(name: "label")
    nonisolated public static let secondaryLabel = UIColor(name: "secondaryLabel")
    nonisolated public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    nonisolated public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
    nonisolated public static let placeholderText = UIColor(name: "placeholderText")
    nonisolated public static let separator = UIColor(name: "separator")
    nonisolated public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
    nonisolated public static let link = UIColor(name: "link")
    nonisolated public static let systemGray = UIColor(name: "systemGray")
    nonisolated public static let systemGray2 = UIColor(name: "systemGray2")
    nonisolated public static let systemGray3 = UIColor(name: "systemGray3")
    nonisolated public static let systemGray4 = UIColor(name: "systemGray4")
    nonisolated public static let systemGray5 = UIColor(name: "systemGray5")
    nonisolated public static let systemGray6 = UIColor(name: "systemGray6")
    nonisolated public static let systemRed = UIColor(name: "systemRed")
    nonisolated public static let systemOrange = UIColor(name: "systemOrange")
    nonisolated public static let systemYellow = UIColor(name: "systemYellow")
    nonisolated public static let systemGreen = UIColor(name: "systemGreen")
    nonisolated public static let systemMint = UIColor(name: "systemMint")
    nonisolated public static let systemTeal = UIColor(name: "systemTeal")
    nonisolated public static let systemCyan = UIColor(name: "systemCyan")
    nonisolated public static let systemBlue = UIColor(name: "systemBlue")
    nonisolated public static let systemIndigo = UIColor(name: "systemIndigo")
    nonisolated public static let systemPurple = UIColor(name: "systemPurple")
    nonisolated public static let systemPink = UIColor(name: "systemPink")
    nonisolated public static let systemBrown = UIColor(name: "systemBrown")
    // UIKit's fixed colours (Apple's "Fixed colors"), named by the components Apple documents for
    // each (`red` is 1, 0, 0 in sRGB), so that `Color(UIColor.red)` is not SwiftUI's `Color.red`.
    nonisolated public static let black = UIColor(name: "black")
    nonisolated public static let darkGray = UIColor(red: 1 / 3, green: 1 / 3, blue: 1 / 3, alpha: 1)
    nonisolated public static let lightGray = UIColor(red: 2 / 3, green: 2 / 3, blue: 2 / 3, alpha: 1)
    nonisolated public static let white = UIColor(name: "white")
    nonisolated public static let gray = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    nonisolated public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    nonisolated public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    nonisolated public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    nonisolated public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    nonisolated public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    nonisolated public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    nonisolated public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    nonisolated public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    nonisolated public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    nonisolated public static let clear = UIColor(name: "clear")
}

extension Color {
    /// The colour a `UIColor` names: `Color(.systemBackground)`, SwiftUI's `Color(_:)` taking a
    /// `UIColor` (iOS); shown by its name, `systemBackground`.
    nonisolated public init(_ color: UIColor) {
        self.init(color.name)
    }

    /// The same, labelled: `Color(uiColor: .secondaryLabel)`.
    nonisolated public init(uiColor color: UIColor) {
        self.init(color.name)
    }
}
