/// The label styles SwiftUI ships (https://developer.apple.com/documentation/swiftui/labelstyle):
/// `.automatic`, `.titleOnly`, `.iconOnly` and `.titleAndIcon`, each drawing the label through
/// its `makeBody(configuration:)` like a custom style.

/// The `.automatic` label style: SwiftUI's `DefaultLabelStyle`, "the default label style in the
/// current context". Headless, the context is always a plain one, where SwiftUI shows the icon
/// then the title, as `.titleAndIcon` does.
public struct DefaultLabelStyle: LabelStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "automatic" }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
        configuration.title
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The `.titleOnly` label style: SwiftUI's `TitleOnlyLabelStyle`, which shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "titleOnly" }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The `.iconOnly` label style: SwiftUI's `IconOnlyLabelStyle`, which shows only the icon (the
/// label is still found by its title, as VoiceOver still reads it).
public struct IconOnlyLabelStyle: LabelStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "iconOnly" }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The `.titleAndIcon` label style: SwiftUI's `TitleAndIconLabelStyle`, the icon then the title.
public struct TitleAndIconLabelStyle: LabelStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "titleAndIcon" }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
        configuration.title
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
