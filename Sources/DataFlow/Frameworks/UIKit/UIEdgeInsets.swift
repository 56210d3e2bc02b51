import Foundation

/// Inset distances for the four edges of a rectangle: UIKit's `UIEdgeInsets`, as SwiftUI code
/// reads a window's `safeAreaInsets` or pads a UIKit view. A value; UIKit itself does not exist
/// on Linux.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of the given distances: UIKit's `init(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets: UIKit's `init()`.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets: UIKit's `zero`.
    public static let zero = UIEdgeInsets()
}
