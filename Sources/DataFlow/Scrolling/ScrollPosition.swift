/// How scrolling dismisses the keyboard: SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ScrollDismissesKeyboardMode(description: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(description: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(description: "interactively")
    public static let never = ScrollDismissesKeyboardMode(description: "never")
}

extension View {
    /// Binds the id of the view of the `scrollTargetLayout()` at the scroll view's edge: SwiftUI's
    /// `scrollPosition(id:anchor:)` (iOS 17), recorded as `scrollPosition=<id>` (or `none`).
    /// Headless nothing scrolls by itself, so the binding changes only when the app sets it.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        attributed("scrollPosition", id.wrappedValue.map { "\($0)" } ?? "none")
    }

    /// How scrolling the scroll views inside dismisses the keyboard: SwiftUI's
    /// `scrollDismissesKeyboard(_:)`, recorded as `scrollDismissesKeyboard=interactively`.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        attributed("scrollDismissesKeyboard", mode.description)
    }
}
