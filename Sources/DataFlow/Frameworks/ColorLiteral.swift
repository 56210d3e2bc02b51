/// What `#colorLiteral(red:green:blue:alpha:)` makes, as with UIKit: UIKit's overlay declares
/// `_ColorLiteralType` as `UIColor` and makes `UIColor` expressible by a colour literal
/// (swiftlang/swift, stdlib/public/Darwin/UIKit/UIKit.swift), which is how Xcode's colour swatches
/// become `Color(#colorLiteral(red: 0.94, green: 0.95, blue: 0.96, alpha: 1))` in SwiftUI code.
/// Here the literal is the `UIColor` stand-in, named by its components.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// A colour from a `#colorLiteral`, as `UIColor(red:green:blue:alpha:)` makes it.
    nonisolated public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}
