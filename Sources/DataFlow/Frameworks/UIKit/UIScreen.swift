import Foundation

/// A stand-in for UIKit's `UIScreen`, as far as SwiftUI code sizes views by the screen:
/// `UIScreen.main.bounds.width`. Headless, the screen is the one the host shows its root on:
/// `bounds` is the acting host's size (`ViewHost(_:size:)`, what a `GeometryReader` at the top of
/// the screen measures), or `ViewHost.defaultSize` when no host is acting. What it is not: there
/// is no display, brightness, mode or mirroring, and the scale is a fixed 3, an iPhone's.
/// UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UIScreen {
    /// The device's screen: UIKit's `main` (deprecated in iOS 16 for the screen of a view's
    /// window scene, which SwiftUI code reaches only through UIKit).
    public static let main = UIScreen()

    init() {}

    /// The screen's rectangle in points, its origin at zero: UIKit's `bounds`.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: GraphEngine.active?.proposedSize ?? ViewHost.defaultSize)
    }

    /// Pixels per point: UIKit's `scale`; 3 here, as on an iPhone with a Super Retina display.
    public var scale: CGFloat { 3 }
}
