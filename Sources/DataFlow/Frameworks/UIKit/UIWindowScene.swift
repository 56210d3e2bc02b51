import Foundation

/// A stand-in for UIKit's `UIScene`: one instance of the app's user interface, as SwiftUI code
/// finds it in `UIApplication.shared.connectedScenes`. What it is not: there is no scene
/// lifecycle, session or delegate (`delegate` is nil). UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UIScene: Hashable {
    /// Where the scene is in its lifecycle: UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive
        case foregroundInactive
        case background
    }

    /// Headless, the one scene is always in the foreground and active.
    open var activationState: ActivationState { .foregroundActive }
    /// The object told of the scene's lifecycle: UIKit's `delegate`; none here.
    open var delegate: AnyObject? { nil }

    init() {}

    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A stand-in for UIKit's `UIWindowScene`, the scene that holds the app's windows, as far as
/// SwiftUI code reaches the key window through it
/// (`(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.safeAreaInsets`).
/// Headless the app has one scene with one key window (see `UIWindow`), on `UIScreen.main`.
/// UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The app's one scene, with its key window.
    static let main: UIWindowScene = {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        scene.windows = [window]
        return scene
    }()

    /// The scene's windows: UIKit's `windows`.
    public private(set) var windows: [UIWindow] = []

    /// The window that receives key events: UIKit's `keyWindow` (iOS 15).
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen the scene is on: UIKit's `screen`.
    open var screen: UIScreen { UIScreen.main }
}

extension UIApplication {
    /// The app's scenes: UIKit's `connectedScenes`. Headless, one `UIWindowScene`.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }
}
