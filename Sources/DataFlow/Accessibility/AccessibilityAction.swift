/// Which accessibility action a handler performs: SwiftUI's `AccessibilityActionKind`, the
/// default activation, escape (the two-finger scrub) or the magic tap.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String

    /// The element's default action: SwiftUI's `default`.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissing the element: SwiftUI's `escape`.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action: SwiftUI's `magicTap`.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deleting the element: SwiftUI's `delete`.
    public static let delete = AccessibilityActionKind(name: "delete")

    /// A kind of action: SwiftUI's `init(named:)`.
    public init(named name: Text) {
        self.name = name.content
    }

    init(name: String) {
        self.name = name
    }
}

extension View {
    /// What VoiceOver does when a person performs `actionKind` on the view: SwiftUI's
    /// `accessibilityAction(_:_:)`. Headless no assistive technology acts: it is a mark,
    /// `accessibilityAction=default`.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View {
        attributed("accessibilityAction", actionKind.name)
    }

    /// A custom action VoiceOver lists under `name`: SwiftUI's `accessibilityAction(named:_:)`,
    /// shown as `accessibilityAction=name`.
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        attributed("accessibilityAction", name.resolved)
    }
}
