import Foundation

/// The attribute names UIKit adds to Foundation's `NSAttributedString.Key`, which Linux's
/// Foundation lacks, as SwiftUI code passes them to appearance proxies
/// (`titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20)]`).
/// The raw values are UIKit's. Nothing draws the text here.
extension NSAttributedString.Key {
    /// The text's colour, a `UIColor`: UIKit's `foregroundColor`.
    nonisolated public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text, a `UIColor`: UIKit's `backgroundColor`.
    nonisolated public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The text's font, a `UIFont`: UIKit's `font`.
    nonisolated public static let font = NSAttributedString.Key("NSFont")
    /// Extra space between letters, in points: UIKit's `kern`.
    nonisolated public static let kern = NSAttributedString.Key("NSKern")
}
