/// A choice of one value among rows, bound to the selection: SwiftUI's `Picker`. Each row's tag is
/// its `ForEach` id (or an explicit `.tag(_:)`); picking a row writes its tag to the binding.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    /// A picker labelled by a view built after its rows: SwiftUI's `init(selection:content:label:)`,
    /// `Picker(selection: $index) { ForEach(…) } label: { Text("Colour") }`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label(), content: content)
    }
}

extension Picker where Label == Text {
    /// A picker titled with a string: `Picker("Genre", selection: $genre) { ... }`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, label: Text(titleKey), content: content)
    }
}

extension Picker where Label == Text {
    /// A picker titled with a string value rather than a literal: `Picker(title, selection: $language)`,
    /// as SwiftUI's `StringProtocol` overload allows (a reusable picker that takes its title as input).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, label: Text(title), content: content)
    }
}

extension Picker: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let selection = self.selection
        return PrimitiveContent(
            element: ElementDescription(
                kind: .picker,
                value: String(describing: selection.wrappedValue),
                role: .picker(select: { tag in
                    // A row matches only when its tag has the selection's exact type, as in
                    // SwiftUI: a `String` tag never selects a `String?` selection.
                    guard let value = tag.base as? SelectionValue, AnyHashable(value) == tag else { return false }
                    selection.wrappedValue = value
                    return true
                })
            ),
            children: [.init(key: .barItem("label"), view: label), .init(key: .index(0), view: content)]
        )
    }
}

extension Picker: CheckedPrimitive {
    /// SwiftUI warns when the selection matches no row's tag; picking then does nothing.
    func check(_ node: ViewNode) {
        let value = selection.wrappedValue
        let tags = ElementTreeBuilder.rowTags(of: node)
        guard !tags.contains(AnyHashable(value)) else { return }
        var advice =
            "Give each row a tag of the selection's type, \(SelectionValue.self), with .tag(_:) or ForEach's ids."
        if let other = tags.first(where: { Swift.type(of: $0.base) != SelectionValue.self }) {
            advice =
                "Its rows are tagged with \(Swift.type(of: other.base)) values but the selection is \(SelectionValue.self), "
                + "so no row can ever be selected: tag the rows with \(SelectionValue.self) values"
                + (String(describing: SelectionValue.self).hasPrefix("Optional<")
                    ? " (for example .tag(Optional(value)))." : ".")
        }
        node.engine.warn(
            RuntimeWarning(
                "Picker: the selection \"\(value)\" is invalid and does not have an associated tag, this will give undefined results.",
                advice: advice))
    }
}

/// How a picker presents its rows. Not drawn headlessly; shown as `pickerStyle=...` in the tree.
public protocol PickerStyle: Sendable {
    /// The name the rendered tree shows.
    var name: String { get }
}

/// A spinning wheel of rows: SwiftUI's `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var name: String { "wheel" }
}

/// Rows as segments of one control: SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var name: String { "segmented" }
}

/// Rows in a pop-up menu: SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var name: String { "menu" }
}

/// Rows shown inline in a list or form: SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var name: String { "inline" }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
