/// The text size the person chose in Settings: SwiftUI's `DynamicTypeSize`, read from
/// `\.dynamicTypeSize` (`.large` unless set) and set with `dynamicTypeSize(_:)`. Headless, no text is
/// drawn: the size is a value views read and compare (`if dynamicTypeSize >= .accessibility1`).
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The text size views draw in: SwiftUI's `dynamicTypeSize` environment value, `.large` unless set.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size for the view and its content: SwiftUI's `dynamicTypeSize(_:)`, shown as
    /// `dynamicTypeSize=xxLarge`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size).attributed("dynamicTypeSize", "\(size)")
    }

    /// Limits the text sizes the view follows: SwiftUI's `dynamicTypeSize(_:)` with a range, shown
    /// as `dynamicTypeSize=xSmall...xxLarge` (the size views read is clamped to it).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            while !range.contains(size), let smaller = DynamicTypeSize(rawValue: size.rawValue - 1) { size = smaller }
            while !range.contains(size), let larger = DynamicTypeSize(rawValue: size.rawValue + 1) { size = larger }
        }
        .attributed("dynamicTypeSize", Self.describe(range))
    }

    private static func describe<T: RangeExpression>(_ range: T) -> String where T.Bound == DynamicTypeSize {
        let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let first = sizes.first, let last = sizes.last else { return "none" }
        return "\(first)...\(last)"
    }
}
