/// The direction text and stacks run in: SwiftUI's `LayoutDirection`, read from
/// `\.layoutDirection` (`.leftToRight` unless set) and set with
/// `.environment(\.layoutDirection, .rightToLeft)`. Headless, nothing is mirrored: the direction
/// is a value views read to choose what to show.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The direction views lay out in: SwiftUI's `layoutDirection`, `.leftToRight` unless set.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension View {
    /// Mirrors the view when the layout runs right to left (a chevron that points forward):
    /// SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`, recorded as
    /// `flipsForRightToLeftLayoutDirection=true`.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        attributed("flipsForRightToLeftLayoutDirection", String(enabled))
    }
}
