import Foundation

/// How a navigation bar looks: UIKit's `UINavigationBarAppearance`, which SwiftUI code builds and
/// hands to `UINavigationBar.appearance()` to colour SwiftUI's navigation bars. It is data: what
/// code configures is kept and can be read back. What it is not: nothing reads it to draw a bar
/// (see `UIView.appearance()`). UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UINavigationBarAppearance {
    /// The bar's background colour: UIKit's `backgroundColor`.
    open var backgroundColor: UIColor?
    /// The colour of the line under the bar: UIKit's `shadowColor`.
    open var shadowColor: UIColor?
    /// The background image: UIKit's `backgroundImage`.
    open var backgroundImage: UIImage?
    /// The attributes of the inline title: UIKit's `titleTextAttributes`.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title: UIKit's `largeTitleTextAttributes`.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Which of the three `configureWith…` calls was made last: `default`, `opaque` or `transparent`.
    public private(set) var backgroundConfiguration = "default"

    /// An appearance with the system's default background: UIKit's `init()`.
    public init() {}

    /// The system's translucent default background: UIKit's `configureWithDefaultBackground()`.
    open func configureWithDefaultBackground() {
        backgroundConfiguration = "default"
        backgroundColor = nil
        shadowColor = nil
    }

    /// An opaque background in the system's colour: UIKit's `configureWithOpaqueBackground()`.
    open func configureWithOpaqueBackground() {
        backgroundConfiguration = "opaque"
        backgroundColor = .systemBackground
        shadowColor = nil
    }

    /// No background and no line: UIKit's `configureWithTransparentBackground()`.
    open func configureWithTransparentBackground() {
        backgroundConfiguration = "transparent"
        backgroundColor = .clear
        shadowColor = .clear
    }
}

/// A stand-in for UIKit's `UINavigationBar`, as far as SwiftUI code styles SwiftUI's navigation
/// bars through its appearance proxy (`UINavigationBar.appearance().standardAppearance = …`). It
/// is data; SwiftUI's bars are not UIKit views here, so nothing reads it (see `UIView.appearance()`).
/// UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The look of a bar of standard height: UIKit's `standardAppearance`.
    open var standardAppearance = UINavigationBarAppearance()
    /// The look of a compact bar: UIKit's `compactAppearance`.
    open var compactAppearance: UINavigationBarAppearance?
    /// The look when content is scrolled to the bar's edge: UIKit's `scrollEdgeAppearance`.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look of a compact bar at the scroll edge: UIKit's `compactScrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The attributes of the inline title: UIKit's `titleTextAttributes`.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title: UIKit's `largeTitleTextAttributes`.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's background tint: UIKit's `barTintColor`.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent: UIKit's `isTranslucent`.
    open var isTranslucent = true
    /// Whether titles are large: UIKit's `prefersLargeTitles`.
    open var prefersLargeTitles = false
    /// The line under the bar: UIKit's `shadowImage`.
    open var shadowImage: UIImage?
}
