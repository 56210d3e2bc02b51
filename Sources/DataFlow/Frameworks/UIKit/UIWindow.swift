import Foundation

/// A stand-in for UIKit's `UIWindow`, as far as SwiftUI code reaches the app's window through
/// `UIApplication.shared.connectedScenes`: its root view controller, its safe-area insets and the
/// appearance it forces. Headless, the app has one window, the key window of its one scene, as
/// large as `UIScreen.main.bounds` (the acting host's size), with no safe-area insets (as `GeometryProxy` has none). What it
/// is not: nothing is shown, a SwiftUI app's root view is not its root view controller's (that is
/// a plain `UIViewController`), and setting `overrideUserInterfaceStyle` is recorded here only: it
/// does not change the `colorScheme` SwiftUI views read. UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The controller whose view fills the window: UIKit's `rootViewController`.
    open var rootViewController: UIViewController?
    /// The appearance the window forces on its views: UIKit's `overrideUserInterfaceStyle`.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The scene the window belongs to: UIKit's `windowScene`.
    open weak var windowScene: UIWindowScene?
    /// Whether the window receives key events: UIKit's `isKeyWindow`.
    public private(set) var isKeyWindow = false

    /// A window in `windowScene`: UIKit's `init(windowScene:)`.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: windowScene.screen.bounds)
    }

    /// A window with `frame`: UIKit's `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The window's rectangle: for a scene's window, the screen's bounds (the host's size);
    /// otherwise what code set.
    open override var frame: CGRect {
        get { windowScene == nil ? super.frame : screen.bounds }
        set { super.frame = newValue }
    }

    /// The insets that keep content clear of the notch and the home indicator: UIKit's
    /// `safeAreaInsets`. Headless screens have none.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The screen the window is on: UIKit's `screen`.
    open var screen: UIScreen { UIScreen.main }

    /// Makes the window the key window and shows it: UIKit's `makeKeyAndVisible()`.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }
}
