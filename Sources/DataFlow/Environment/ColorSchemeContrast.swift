/// Whether the person asked for more contrast: SwiftUI's `ColorSchemeContrast`, read from
/// `\.colorSchemeContrast`. Headless, no system setting exists: it is `.standard` unless a test or
/// a preview sets it, and views read it as in SwiftUI.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

extension EnvironmentValues {
    /// The contrast of the colour scheme: SwiftUI's `colorSchemeContrast`, `.standard` unless set.
    /// SwiftUI makes it read-only; here a test sets it as the system would.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
