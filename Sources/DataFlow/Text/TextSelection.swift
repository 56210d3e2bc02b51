/// Whether people can select a text to copy it: SwiftUI's `TextSelectability`, `.enabled` or
/// `.disabled`, set with `textSelection(_:)`.
public protocol TextSelectability {
    /// Whether the text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text that people can select: SwiftUI's `EnabledTextSelectability`.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text that people cannot select: SwiftUI's `DisabledTextSelectability`.
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text: SwiftUI's `enabled`.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected: SwiftUI's `disabled`.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Lets people select the texts inside, or not: SwiftUI's `textSelection(_:)`. Headless no one
    /// selects: it is a mark, `textSelection=enabled`.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        attributed("textSelection", S.allowsSelection ? "enabled" : "disabled")
    }
}
