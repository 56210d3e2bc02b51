/// Light or dark: UIKit's `UIUserInterfaceStyle`, as SwiftUI code sets a window's
/// `overrideUserInterfaceStyle` to switch the app's appearance. A value; UIKit itself does not
/// exist on Linux.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified
    case light
    case dark
}
