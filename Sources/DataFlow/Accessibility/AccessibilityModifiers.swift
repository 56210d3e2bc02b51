/// What kind of element VoiceOver says a view is: SwiftUI's `AccessibilityTraits`
/// (`.isHeader`, `.isButton`...). Recorded as `accessibilityTraits=isHeader` on the element, so a
/// test can check what a screen reader would announce.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var names: Set<String>

    public init() { names = [] }
    private init(_ name: String) { names = [name] }

    public static let isButton = Self("isButton")
    public static let isHeader = Self("isHeader")
    public static let isSelected = Self("isSelected")
    public static let isLink = Self("isLink")
    public static let isSearchField = Self("isSearchField")
    public static let isImage = Self("isImage")
    public static let playsSound = Self("playsSound")
    public static let isKeyboardKey = Self("isKeyboardKey")
    public static let isStaticText = Self("isStaticText")
    public static let isSummaryElement = Self("isSummaryElement")
    public static let updatesFrequently = Self("updatesFrequently")
    public static let startsMediaSession = Self("startsMediaSession")
    public static let allowsDirectInteraction = Self("allowsDirectInteraction")
    public static let causesPageTurn = Self("causesPageTurn")
    public static let isModal = Self("isModal")
    public static let isToggle = Self("isToggle")

    var text: String { names.sorted().joined(separator: ",") }

    public func union(_ other: Self) -> Self { var copy = self; copy.formUnion(other); return copy }
    public func intersection(_ other: Self) -> Self { var copy = self; copy.formIntersection(other); return copy }
    public func symmetricDifference(_ other: Self) -> Self {
        var copy = self
        copy.formSymmetricDifference(other)
        return copy
    }
    public func contains(_ member: Self) -> Bool { member.names.isSubset(of: names) }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        names.formUnion(newMember.names)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: Self) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: Self) { names.formSymmetricDifference(other.names) }
}

/// How the accessibility elements inside a view are combined: SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = Self(name: "ignore")
    public static let contain = Self(name: "contain")
    public static let combine = Self(name: "combine")
}

extension View {
    /// Adds traits VoiceOver announces: SwiftUI's `accessibilityAddTraits(_:)`, shown as `accessibilityTraits=isHeader`.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        attributed("accessibilityTraits", traits.text)
    }

    /// Removes traits: SwiftUI's `accessibilityRemoveTraits(_:)`, shown as `accessibilityRemovedTraits=isImage`.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        attributed("accessibilityRemovedTraits", traits.text)
    }

    /// What VoiceOver reads as the view's value: SwiftUI's `accessibilityValue(_:)`.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        attributed("accessibilityValue", valueDescription.content)
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        attributed("accessibilityValue", valueKey.resolved)
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        attributed("accessibilityValue", String(value))
    }

    /// What VoiceOver says a view does: SwiftUI's `accessibilityHint(_:)` with a `Text` or a string value.
    public func accessibilityHint(_ hint: Text) -> some View {
        attributed("accessibilityHint", hint.content)
    }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        attributed("accessibilityHint", String(hint))
    }

    /// Makes the view one accessibility element: SwiftUI's `accessibilityElement(children:)`, shown as a mark.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        attributed("accessibilityElement", children.name)
    }

    /// The identifier UI tests find the view by: SwiftUI's `accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        attributed("accessibilityIdentifier", identifier)
    }
}
