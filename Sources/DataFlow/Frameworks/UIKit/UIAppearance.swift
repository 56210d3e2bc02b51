import Foundation

extension UIView {
    /// The proxy through which code sets the look of every view of a class: UIKit's `appearance()`
    /// (`UIAppearance`), as SwiftUI code styles the UIKit views SwiftUI draws with
    /// (`UITabBar.appearance().isHidden = true`, `UINavigationBar.appearance().standardAppearance = …`).
    /// Headless the proxy is one view of the class per process that keeps what code set; what it
    /// is not: SwiftUI's bars, lists and pickers are not UIKit views here, so nothing reads the
    /// proxy and the look of the tree does not change.
    public static func appearance() -> Self {
        AppearanceProxies.proxy(for: self)
    }
}

/// The appearance proxies made so far, one per class.
@MainActor
enum AppearanceProxies {
    private static var proxies: [ObjectIdentifier: UIView] = [:]

    static func proxy<V: UIView>(for type: V.Type) -> V {
        if let proxy = proxies[ObjectIdentifier(type)] as? V { return proxy }
        // `init?(coder:)` is the one initializer every view class has; the stand-ins ignore the coder.
        guard let proxy = type.init(coder: NSCoder()) else {
            fatalError("\(type) cannot make an appearance proxy: its init?(coder:) returns nil")
        }
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }
}
