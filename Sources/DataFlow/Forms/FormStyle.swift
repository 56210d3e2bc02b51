/// How a `Form` lays out its sections: SwiftUI's `FormStyle`, set with `formStyle(_:)` and shown
/// as `formStyle=grouped`. Headless a form lists its rows the same way in every style.
public protocol FormStyle: Sendable {
    /// The name the rendered tree shows.
    var name: String { get }
}

/// The platform's style: SwiftUI's `AutomaticFormStyle`.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public var name: String { "automatic" }
}

/// Rows in grouped sections: SwiftUI's `GroupedFormStyle`.
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public var name: String { "grouped" }
}

/// Labels and controls in columns, as on macOS: SwiftUI's `ColumnsFormStyle`.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public var name: String { "columns" }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// The style of the forms inside: SwiftUI's `formStyle(_:)`.
    public func formStyle(_ style: some FormStyle) -> some View {
        attributed("formStyle", style.name)
    }
}
