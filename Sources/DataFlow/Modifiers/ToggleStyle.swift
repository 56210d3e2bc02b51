/// How a `Toggle` looks: SwiftUI's `ToggleStyle`. `makeBody(configuration:)` receives the toggle's
/// label and a binding to its value, and returns what the toggle shows:
///
///     struct ChecklistToggleStyle: ToggleStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             Button {
///                 configuration.isOn.toggle()
///             } label: {
///                 HStack {
///                     Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///                     configuration.label
///                 }
///             }
///         }
///     }
///     Toggle("Milk", isOn: $hasMilk).toggleStyle(ChecklistToggleStyle())
///
/// As SwiftUI documents (https://developer.apple.com/documentation/swiftui/togglestyle), the style
/// set with `toggleStyle(_:)` applies to every toggle inside the modified view, the closest one
/// winning, and `makeBody` is evaluated like a body (the trace names it after the style). The
/// toggle stays one `Toggle` element (found by its label, switched by `toggle(_:)`) holding what
/// the style shows, so the buttons a custom style draws can be tapped too. The built-in styles
/// (`.automatic`, `.switch`, `.button`) show the label, and the host draws the switch.
@MainActor
@preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View

    /// What a toggle shows, given its label and value.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` receives: SwiftUI's `ToggleStyleConfiguration`, the toggle's label and a
/// binding to its value (`configuration.isOn.toggle()`, `configuration.$isOn`).
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view to place in the style's body.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; setting it sets the value the toggle is bound to.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ; always false here, as DataFlow's
    /// toggles are bound to one value.
    public var isMixed: Bool

    /// The label of the toggle being styled.
    public struct Label: View {
        public typealias Body = Never
        let content: any View
    }
}

extension ToggleStyleConfiguration.Label: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Sets how the toggles inside look: SwiftUI's `toggleStyle(_:)`; marked `toggleStyle=...` on
    /// the views inside (`switch` for a built-in style, the type's name for a custom one).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let name = (style as? any NamedControlStyle)?.styleName ?? ViewNode.displayName(ofType: S.self)
        var effect = ModifierEffect(attributes: [Attribute(name: "toggleStyle", value: name)])
        let extras = ModifierExtras()
        extras.toggleStyle = { configuration in AnyView(StyledToggleBody(style: style, configuration: configuration)) }
        effect.extras = extras
        return modified(effect)
    }
}

/// A toggle as its style draws it: a view whose body is the style's `makeBody`.
struct StyledToggleBody<Style: ToggleStyle>: View, DisplayNamed {
    let style: Style
    let configuration: ToggleStyleConfiguration

    var body: Style.Body { style.makeBody(configuration: configuration) }

    var displayName: String { ViewNode.displayName(ofType: Style.self) }
}

extension ViewNode {
    /// The toggle style of the closest `toggleStyle(_:)` above this node, if any.
    var inheritedToggleStyle: (@MainActor (ToggleStyleConfiguration) -> AnyView)? {
        var current = parent
        while let node = current {
            if let style = node.effect?.extras?.toggleStyle { return style }
            current = node.parent
        }
        return nil
    }
}
