/// A custom look for buttons: SwiftUI's `ButtonStyle`. `makeBody(configuration:)` receives the
/// button's label and whether it is pressed, and returns what the button shows:
///
///     struct CapsuleButtonStyle: ButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label
///                 .padding()
///                 .background(.blue, in: Capsule())
///                 .scaleEffect(configuration.isPressed ? 0.95 : 1)
///         }
///     }
///     Button("Buy") { ... }.buttonStyle(CapsuleButtonStyle())
///
/// As in SwiftUI, the style applies to every button inside the modified view, `makeBody` is
/// evaluated like a body (the trace names it after the style), and tapping still runs the
/// button's action. Headless, a tap is instant, so `isPressed` is always false when it renders.
@MainActor
@preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View

    /// What a button shows, given its label and state.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` receives: SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view to place in the style's body.
    public let label: ButtonStyleConfiguration.Label
    /// Whether a user is pressing the button now.
    public let isPressed: Bool
    /// The button's role, if any.
    public let role: ButtonRole?

    /// The label of the button being styled.
    public struct Label: View {
        public typealias Body = Never
        let content: any View
    }
}

extension ButtonStyleConfiguration.Label: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Gives the buttons inside a custom look: SwiftUI's `buttonStyle(_:)` for a `ButtonStyle`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        var effect = ModifierEffect(attributes: [
            Attribute(name: "buttonStyle", value: ViewNode.displayName(ofType: S.self))
        ])
        effect.buttonStyle = { label, role in AnyView(StyledButtonLabel(style: style, label: label, role: role)) }
        return modified(effect)
    }
}

/// A button's label as its style draws it: a view whose body is the style's `makeBody`.
struct StyledButtonLabel<Style: ButtonStyle>: View, DisplayNamed {
    let style: Style
    let label: any View
    let role: ButtonRole?

    var body: Style.Body {
        style.makeBody(
            configuration: ButtonStyleConfiguration(label: .init(content: label), isPressed: false, role: role))
    }

    var displayName: String { ViewNode.displayName(ofType: Style.self) }
}

extension ViewNode {
    /// The custom button style of the closest `buttonStyle(_:)` above this node, if any.
    var inheritedButtonStyle: (@MainActor (any View, ButtonRole?) -> AnyView)? {
        var current = parent
        while let node = current {
            if let style = node.effect?.buttonStyle { return style }
            current = node.parent
        }
        return nil
    }
}
