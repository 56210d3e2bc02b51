/// The ways a focusable view takes part in focus: SwiftUI's `FocusInteractions` (iOS 17).
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The view is focused to be typed into or to take key presses.
    public static let edit = FocusInteractions(rawValue: 1 << 0)
    /// The view is focused to be activated, as a button.
    public static let activate = FocusInteractions(rawValue: 1 << 1)
    /// Whatever suits the view.
    public static let automatic: FocusInteractions = [.edit, .activate]
}

/// How strongly `defaultFocus(_:_:priority:)` asks for focus: SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// Lets a view that is not a control take focus (a custom picker, a grid cell): SwiftUI's
    /// `focusable(_:)`, recorded as `focusable=true`. Headless, a test gives focus to fields with
    /// `host.focus(_:)`; a view marked here is not a field.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        attributed("focusable", String(isFocusable))
    }

    /// The same, for some ways of taking part in focus: SwiftUI's `focusable(_:interactions:)`.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        attributed("focusable", String(isFocusable))
    }

    /// Draws no focus ring on the focused view inside: SwiftUI's `focusEffectDisabled(_:)`,
    /// recorded as `focusEffectDisabled=true`.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        attributed("focusEffectDisabled", String(disabled))
    }

    /// Which value focus goes to first when focus enters this view: SwiftUI's
    /// `defaultFocus(_:_:priority:)`, recorded as `defaultFocus=…` with the value.
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        let mirror = Mirror(reflecting: value)
        let shown = mirror.displayStyle == .optional ? mirror.children.first.map { "\($0.value)" } ?? "nil" : "\(value)"
        return attributed("defaultFocus", shown)
    }
}
