import Foundation

extension View {
    /// Runs `action` with each URL the app is asked to open (a Universal Link or a URL of the app's
    /// own scheme): SwiftUI's `onOpenURL(perform:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)). Headless, no
    /// system delivers URLs: a test delivers one with ``ViewHost/receiveURL(_:)``.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        var effect = ModifierEffect()
        effect.extras = ModifierExtras()
        effect.extras?.openURL = action
        return modified(effect)
    }
}
