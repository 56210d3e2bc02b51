/// When a text field capitalizes what is typed, in UIKit's terms: `UITextAutocapitalizationType`,
/// which iOS 13 SwiftUI code passes to the deprecated `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// When the fields inside capitalize: SwiftUI's deprecated `autocapitalization(_:)` (iOS 13–16),
    /// replaced by `textInputAutocapitalization(_:)`. Recorded, not applied, as the modern one is:
    /// shown as `autocapitalization=none`; the host types exactly what a test asks for.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        attributed("autocapitalization", "\(style)")
    }
}
