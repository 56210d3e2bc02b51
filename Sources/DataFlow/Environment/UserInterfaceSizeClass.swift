/// Whether a dimension of the screen is narrow or wide: SwiftUI's `UserInterfaceSizeClass`, read
/// from `\.horizontalSizeClass` and `\.verticalSizeClass`. The host is an iPhone in portrait (390
/// by 844 points), so the horizontal class is `.compact` and the vertical `.regular` unless set
/// (`.environment(\.horizontalSizeClass, .regular)` for an iPad layout).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class: `.compact` on the host's iPhone-sized screen unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular` on the host's portrait screen unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
