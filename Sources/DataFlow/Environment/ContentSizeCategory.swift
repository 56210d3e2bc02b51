/// The text size the person chose, under its older name: SwiftUI's `ContentSizeCategory`, read
/// from `\.sizeCategory` (both deprecated for `DynamicTypeSize` and `\.dynamicTypeSize`). As in
/// SwiftUI, the two are one setting: each category is one dynamic type size, so setting either
/// environment value changes what the other reads.
public enum ContentSizeCategory: Int, Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The category of a dynamic type size: SwiftUI's `init(_:)`.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self.init(rawValue: dynamicTypeSize.rawValue)
    }

    /// True for the five accessibility categories: SwiftUI's `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension DynamicTypeSize {
    /// The dynamic type size of a category: SwiftUI's `init(_:)`.
    public init?(_ sizeCategory: ContentSizeCategory) {
        self.init(rawValue: sizeCategory.rawValue)
    }
}

extension EnvironmentValues {
    /// The text size views draw in, as a category: SwiftUI's `sizeCategory`, the same setting as
    /// `dynamicTypeSize` (`.large` unless set).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) ?? .large }
    }
}
