/// How a `GroupBox` shows its label and content: SwiftUI's `GroupBoxStyle`.
/// `makeBody(configuration:)` receives the box's label and content as views and returns what the
/// box shows:
///
///     struct CardGroupBoxStyle: GroupBoxStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             VStack(alignment: .leading) {
///                 configuration.label.font(.headline)
///                 configuration.content
///             }
///             .padding()
///         }
///     }
///     GroupBox("Today") { Text("3 reminders") }.groupBoxStyle(CardGroupBoxStyle())
///
/// As SwiftUI documents (https://developer.apple.com/documentation/swiftui/groupboxstyle), the
/// style set with `groupBoxStyle(_:)` applies to every group box inside, the closest one winning,
/// and `GroupBox(configuration)` inside `makeBody` draws the box as the style set outside this one
/// would (https://developer.apple.com/documentation/swiftui/groupbox/init(_:)), so a style can
/// decorate the current one. Headless, a styled box stays one `GroupBox` element holding what the
/// style draws, and `makeBody` is evaluated like a body (the trace names it after the style).
/// The built-in `.automatic` style shows the label, then the content, and is shown as a mark
/// (`groupBoxStyle=automatic`).
@MainActor
@preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View

    /// What a group box shows, given its label and content.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` receives: SwiftUI's `GroupBoxStyleConfiguration`, the box's label and
/// content.
public struct GroupBoxStyleConfiguration {
    /// The box's title, as a view to place in the style's body.
    public let label: GroupBoxStyleConfiguration.Label
    /// The box's content, as a view to place in the style's body.
    public let content: GroupBoxStyleConfiguration.Content
    /// How many custom styles, counted from the closest, a `GroupBox(configuration)` skips.
    let styleLevel: Int

    /// The label of the group box being styled.
    public struct Label: View {
        public typealias Body = Never
        let view: any View
    }

    /// The content of the group box being styled.
    public struct Content: View {
        public typealias Body = Never
        let view: any View
    }
}

extension GroupBoxStyleConfiguration.Label: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: view)])
    }
}

extension GroupBoxStyleConfiguration.Content: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: view)])
    }
}

/// The `.automatic` group box style: SwiftUI's `DefaultGroupBoxStyle`, the label above the content.
public struct DefaultGroupBoxStyle: GroupBoxStyle, NamedControlStyle {
    public init() {}

    /// The box drawn plainly, whatever custom styles are set around it.
    public func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration, styleLevel: .max)
    }

    nonisolated var styleName: String { "automatic" }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default group box style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets how the group boxes inside look: SwiftUI's `groupBoxStyle(_:)`; marked
    /// `groupBoxStyle=...` on the views inside (`automatic` for the built-in style, the type's name
    /// for a custom one, which also draws them through its `makeBody`).
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        let extras = ModifierExtras()
        if style is any NamedControlStyle {
            extras.groupBoxStyle = .plain
        } else {
            extras.groupBoxStyle = .custom { configuration in
                AnyView(StyledGroupBoxBody(style: style, configuration: configuration))
            }
        }
        var effect = ModifierEffect(
            attributes: [Attribute(name: "groupBoxStyle", value: Self.groupBoxStyleName(style))])
        effect.extras = extras
        return modified(effect)
    }

    private static func groupBoxStyleName<S: GroupBoxStyle>(_ style: S) -> String {
        (style as? any NamedControlStyle)?.styleName ?? ViewNode.displayName(ofType: S.self)
    }
}

/// What a `groupBoxStyle(_:)` sets: the plain box, or a custom style's drawing.
enum GroupBoxStyleSetting {
    case plain
    case custom(@MainActor (GroupBoxStyleConfiguration) -> AnyView)
}

/// A group box as its style draws it: a view whose body is the style's `makeBody`.
struct StyledGroupBoxBody<Style: GroupBoxStyle>: View, DisplayNamed {
    let style: Style
    let configuration: GroupBoxStyleConfiguration

    var body: Style.Body { style.makeBody(configuration: configuration) }

    var displayName: String { ViewNode.displayName(ofType: Style.self) }
}

extension ViewNode {
    /// The custom group box styles in effect here, the closest first, up to the closest built-in
    /// style (which draws the plain box and hides the custom styles set further out).
    var inheritedGroupBoxStyles: [@MainActor (GroupBoxStyleConfiguration) -> AnyView] {
        var styles: [@MainActor (GroupBoxStyleConfiguration) -> AnyView] = []
        var current = parent
        while let node = current {
            switch node.effect?.extras?.groupBoxStyle {
            case .plain: return styles
            case .custom(let style): styles.append(style)
            case nil: break
            }
            current = node.parent
        }
        return styles
    }
}
