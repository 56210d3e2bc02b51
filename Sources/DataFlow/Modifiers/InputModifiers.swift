/// The kind of keyboard a text field shows: UIKit's `UIKeyboardType`, which SwiftUI code passes to
/// `keyboardType(_:)`. Headless, no keyboard appears; the field shows it (`keyboardType=emailAddress`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// When a text field capitalizes what is typed: SwiftUI's `TextInputAutocapitalization`.
/// Recorded, not applied: the host types exactly what a test asks for.
public struct TextInputAutocapitalization: Sendable, CustomStringConvertible {
    public let description: String

    public static let never = TextInputAutocapitalization(description: "never")
    public static let words = TextInputAutocapitalization(description: "words")
    public static let sentences = TextInputAutocapitalization(description: "sentences")
    public static let characters = TextInputAutocapitalization(description: "characters")
}

/// The title of the Return key: SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable, CustomStringConvertible {
    public let description: String

    public static let done = SubmitLabel(description: "done")
    public static let go = SubmitLabel(description: "go")
    public static let send = SubmitLabel(description: "send")
    public static let join = SubmitLabel(description: "join")
    public static let route = SubmitLabel(description: "route")
    public static let search = SubmitLabel(description: "search")
    public static let `return` = SubmitLabel(description: "return")
    public static let next = SubmitLabel(description: "next")
    public static let `continue` = SubmitLabel(description: "continue")
}

/// Modifiers for text input, recorded as marks on the fields under them.
extension View {
    /// The keyboard for the fields inside: SwiftUI's `keyboardType(_:)`.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        attributed("keyboardType", "\(type)")
    }

    /// Turns off autocorrection in the fields inside: SwiftUI's `autocorrectionDisabled(_:)`.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        attributed("autocorrectionDisabled", String(disable))
    }

    /// The older spelling of `autocorrectionDisabled(_:)`: SwiftUI's deprecated
    /// `disableAutocorrection(_:)`, where `nil` leaves the platform's default.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        attributed("autocorrectionDisabled", String(disable ?? false))
    }

    /// When the fields inside capitalize: SwiftUI's `textInputAutocapitalization(_:)`.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        attributed("textInputAutocapitalization", autocapitalization?.description ?? "default")
    }

    /// The title of the Return key of the fields inside: SwiftUI's `submitLabel(_:)`.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        attributed("submitLabel", submitLabel.description)
    }

    /// Hides the titles of controls inside (a picker's, a date picker's, a stepper's), keeping
    /// them for VoiceOver: SwiftUI's `labelsHidden()`. The host still finds controls by their title.
    public func labelsHidden() -> some View {
        attributed("labelsHidden", "true")
    }
}

/// Accessibility modifiers. As VoiceOver and UI tests do, the host finds an element by its
/// accessibility label: `.accessibilityLabel("Add")`, and a button with that label answers `.button("Add")`.
extension View {
    /// What VoiceOver reads for this view: SwiftUI's `accessibilityLabel(_:)`.
    public func accessibilityLabel(_ label: Text) -> some View {
        attributed("accessibilityLabel", label.content)
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        attributed("accessibilityLabel", labelKey.resolved)
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        attributed("accessibilityLabel", String(label))
    }

    /// What VoiceOver says a view does: SwiftUI's `accessibilityHint(_:)`.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        attributed("accessibilityHint", hintKey.resolved)
    }

    /// Hides the view from VoiceOver: SwiftUI's `accessibilityHidden(_:)`.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        attributed("accessibilityHidden", String(hidden))
    }
}
