private struct DifferentiateWithoutColorKey: EnvironmentKey {
    static let defaultValue = false
}

private struct VoiceOverEnabledKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ReduceTransparencyKey: EnvironmentKey {
    static let defaultValue = false
}

private struct InvertColorsKey: EnvironmentKey {
    static let defaultValue = false
}

/// The accessibility settings a view reads to adapt: SwiftUI's `accessibilityDifferentiateWithoutColor`,
/// `accessibilityVoiceOverEnabled`, `accessibilityReduceMotion`, `accessibilityReduceTransparency`
/// and `accessibilityInvertColors` environment values. Headless, no system setting exists: each is false unless a test or a preview
/// sets it (`.environment(\.accessibilityVoiceOverEnabled, true)`), and views read it as in SwiftUI.
extension EnvironmentValues {
    /// Whether the person asked for shapes or labels, not colour alone, to tell things apart.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether VoiceOver is on.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    /// Whether the person asked for less motion.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the person asked for less transparency.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the person inverted the display's colours.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
}
