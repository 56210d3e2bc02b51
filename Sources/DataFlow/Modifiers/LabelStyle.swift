/// How a `Label` shows its title and icon: SwiftUI's `LabelStyle`. `makeBody(configuration:)`
/// receives the label's title and icon as views and returns what the label shows:
///
///     struct TrailingIconLabelStyle: LabelStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             HStack {
///                 configuration.title
///                 configuration.icon
///             }
///         }
///     }
///     Label("5 min", systemImage: "clock").labelStyle(TrailingIconLabelStyle())
///
/// As SwiftUI documents (https://developer.apple.com/documentation/swiftui/labelstyle), the style
/// set with `labelStyle(_:)` applies to every label inside the modified view, the closest one
/// winning; `makeBody` is evaluated like a body (the trace names it after the style). The label
/// stays one `Label` element, found by its title (`.label("5 min")`), whatever the style shows.
@MainActor
@preconcurrency
public protocol LabelStyle {
    associatedtype Body: View

    /// What a label shows, given its title and icon.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` receives: SwiftUI's `LabelStyleConfiguration`, the label's title and icon.
public struct LabelStyleConfiguration {
    /// The label's title, as a view to place in the style's body.
    public let title: LabelStyleConfiguration.Title
    /// The label's icon, as a view to place in the style's body.
    public let icon: LabelStyleConfiguration.Icon

    /// The title of the label being styled.
    public struct Title: View {
        public typealias Body = Never
        let content: any View
    }

    /// The icon of the label being styled.
    public struct Icon: View {
        public typealias Body = Never
        let content: any View
    }
}

extension LabelStyleConfiguration.Title: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension LabelStyleConfiguration.Icon: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Sets how the labels inside show their title and icon: SwiftUI's `labelStyle(_:)`; marked
    /// `labelStyle=...` on the views inside (`titleOnly` for a built-in style, the type's name for
    /// a custom one).
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        var effect = ModifierEffect(attributes: [Attribute(name: "labelStyle", value: Self.labelStyleName(style))])
        effect.extras = ModifierExtras(labelStyle: { configuration in
            AnyView(StyledLabelBody(style: style, configuration: configuration))
        })
        return modified(effect)
    }

    private static func labelStyleName<S: LabelStyle>(_ style: S) -> String {
        (style as? any NamedControlStyle)?.styleName ?? ViewNode.displayName(ofType: S.self)
    }
}

/// A label as its style draws it: a view whose body is the style's `makeBody`.
struct StyledLabelBody<Style: LabelStyle>: View, DisplayNamed {
    let style: Style
    let configuration: LabelStyleConfiguration

    var body: Style.Body { style.makeBody(configuration: configuration) }

    var displayName: String { ViewNode.displayName(ofType: Style.self) }
}

extension ViewNode {
    /// The label style of the closest `labelStyle(_:)` above this node, if any.
    var inheritedLabelStyle: (@MainActor (LabelStyleConfiguration) -> AnyView)? {
        var current = parent
        while let node = current {
            if let style = node.effect?.extras?.labelStyle { return style }
            current = node.parent
        }
        return nil
    }
}
