import Foundation

/// A stand-in for UIKit's `UIApplication`, as far as SwiftUI code asks the system to open a URL
/// through it: `UIApplication.shared.open(url)`, `canOpenURL(_:)`,
/// `UIApplication.openSettingsURLString`. What it is not: there is no app, scene, window or
/// responder chain, and nothing is opened; a URL the app opens is recorded in the host that is
/// acting (`ViewHost.openedURLs`), as `Link` and `\.openURL` record theirs. UIKit itself does not
/// exist on Linux.
@preconcurrency @MainActor
open class UIApplication {
    /// The app: UIKit's `shared`.
    public static let shared = UIApplication()

    /// The URL that opens the app's page in the Settings app: UIKit's `openSettingsURLString`.
    /// Apple's page does not give its value; here it is `app-settings:`.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// The options `open(_:options:completionHandler:)` takes: UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only if an installed app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    init() {}

    /// Asks the system to open `url`, then tells `completion` whether it was opened: UIKit's
    /// `open(_:options:completionHandler:)`. Recorded in the acting host's `openedURLs`; it is
    /// always "opened".
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        GraphEngine.active?.openedURLs.append(url)
        completion?(true)
    }

    /// Whether an app on the device can open `url`: UIKit's `canOpenURL(_:)`. Headless every URL
    /// can be opened.
    public func canOpenURL(_ url: URL) -> Bool {
        true
    }
}
