private struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the nearest focusable view around this one has focus: SwiftUI's `isFocused`
    /// environment value (a custom control reads it to draw its focus state). Headless, only
    /// fields take focus (`host.focus(_:)`), so it is false unless set with
    /// `.environment(\.isFocused, true)`.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
