/// The built-in styles of controls, lists and fields. Headless, nothing is drawn: a style is
/// recorded as a mark that flows down to the views inside (`buttonStyle=borderedProminent`), as
/// SwiftUI passes styles down through the environment.

/// A style the runtime knows the name of.
protocol NamedControlStyle {
    nonisolated var styleName: String { get }
}

@MainActor
enum ControlStyleName {
    static func of(_ style: Any) -> String {
        (style as? any NamedControlStyle)?.styleName ?? String(describing: type(of: style))
    }
}

/// Sets how buttons inside look and behave: SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle: Sendable {}

/// The `.automatic` button style: SwiftUI's `DefaultButtonStyle`.
public struct DefaultButtonStyle: PrimitiveButtonStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "automatic" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// The `.plain` button style: SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "plain" }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The `.borderless` button style: SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "borderless" }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The `.bordered` button style: SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "bordered" }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The `.borderedProminent` button style: SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "borderedProminent" }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
    /// Sets how buttons inside look and behave: SwiftUI's `PrimitiveButtonStyle`; rendered as `buttonStyle=...` on the views inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        attributed("buttonStyle", ControlStyleName.of(style))
    }
}

/// Sets how a list lays out its rows: SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {}

/// The `.automatic` list style: SwiftUI's `DefaultListStyle`.
public struct DefaultListStyle: ListStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "automatic" }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The `.plain` list style: SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "plain" }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

/// The `.grouped` list style: SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "grouped" }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The `.inset` list style: SwiftUI's `InsetListStyle`.
public struct InsetListStyle: ListStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "inset" }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

/// The `.insetGrouped` list style: SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "insetGrouped" }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The `.sidebar` list style: SwiftUI's `SidebarListStyle`.
public struct SidebarListStyle: ListStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "sidebar" }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets how a list lays out its rows: SwiftUI's `ListStyle`; rendered as `listStyle=...` on the views inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        attributed("listStyle", ControlStyleName.of(style))
    }
}

/// Sets how text fields inside look: SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle: Sendable {}

/// The `.automatic` textField style: SwiftUI's `DefaultTextFieldStyle`.
public struct DefaultTextFieldStyle: TextFieldStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "automatic" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// The `.plain` textField style: SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "plain" }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// The `.roundedBorder` textField style: SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "roundedBorder" }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets how text fields inside look: SwiftUI's `TextFieldStyle`; rendered as `textFieldStyle=...` on the views inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        attributed("textFieldStyle", ControlStyleName.of(style))
    }
}

/// Sets how date pickers inside look: SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle: Sendable {}

/// The `.automatic` datePicker style: SwiftUI's `DefaultDatePickerStyle`.
public struct DefaultDatePickerStyle: DatePickerStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "automatic" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// The `.compact` datePicker style: SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: DatePickerStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "compact" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// The `.graphical` datePicker style: SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: DatePickerStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "graphical" }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// The `.wheel` datePicker style: SwiftUI's `WheelDatePickerStyle`.
public struct WheelDatePickerStyle: DatePickerStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "wheel" }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets how date pickers inside look: SwiftUI's `DatePickerStyle`; rendered as `datePickerStyle=...` on the views inside.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        attributed("datePickerStyle", ControlStyleName.of(style))
    }
}

/// The `.automatic` toggle style: SwiftUI's `DefaultToggleStyle`.
public struct DefaultToggleStyle: ToggleStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "automatic" }

    /// The toggle's label; the host draws the automatic switch itself.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The `.switch` toggle style: SwiftUI's `SwitchToggleStyle`.
public struct SwitchToggleStyle: ToggleStyle, NamedControlStyle {
    public init() {}

    /// A switch tinted `tint` when on: SwiftUI's deprecated `init(tint:)` (use `tint(_:)`). The
    /// tint is not drawn headlessly.
    public init(tint: Color) {}
    nonisolated var styleName: String { "switch" }

    /// The toggle's label; the host draws the switch switch itself.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The `.button` toggle style: SwiftUI's `ButtonToggleStyle`.
public struct ButtonToggleStyle: ToggleStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "button" }

    /// The toggle's label; the host draws the button switch itself.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
