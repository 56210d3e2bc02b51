/// How a `ProgressView` shows its progress: SwiftUI's `ProgressViewStyle`. `makeBody(configuration:)`
/// receives the progress (`configuration.fractionCompleted`, `nil` while indeterminate) and the
/// view's label, and returns what the progress view shows:
///
///     struct BarStyle: ProgressViewStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             ZStack {
///                 RoundedRectangle(cornerRadius: 10).fill(.orange)
///                 ProgressView(configuration).tint(.blue)
///             }
///         }
///     }
///     ProgressView(value: 0.3).progressViewStyle(BarStyle())
///
/// As SwiftUI documents (https://developer.apple.com/documentation/swiftui/progressviewstyle),
/// the style set with `progressViewStyle(_:)` applies to every progress view inside, the closest
/// one winning, and `ProgressView(configuration)` inside `makeBody` draws the progress view as the
/// style set outside this one would (here: the next custom style further out, else the plain
/// progress view), so a style can decorate the current one without drawing itself again.
/// Headless, a styled progress view stays one `ProgressView` element with its percentage, holding
/// what the style draws. The built-in styles (`.automatic`, `.linear`, `.circular`) draw the plain
/// progress view and are shown as a mark (`progressViewStyle=linear`).
@MainActor
@preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View

    /// What a progress view shows, given its progress and label.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` receives: SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// How much is done, from 0 to 1, or `nil` for an indeterminate progress view.
    public let fractionCompleted: Double?
    /// The progress view's label (`ProgressView("Downloading", value: 0.5)`), if it has one.
    public let label: ProgressViewStyleConfiguration.Label?
    /// A view describing the current value; headless progress views have none.
    public let currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel? = nil

    let title: String?
    /// How many custom styles, counted from the closest, a `ProgressView(configuration)` skips.
    let styleLevel: Int

    @MainActor init(fractionCompleted: Double?, title: String?, styleLevel: Int) {
        self.fractionCompleted = fractionCompleted
        self.title = title
        self.styleLevel = styleLevel
        label = title.map { ProgressViewStyleConfiguration.Label(content: Text($0)) }
    }

    /// The label of the progress view being styled.
    public struct Label: View {
        public typealias Body = Never
        let content: Text
    }

    /// The current value label of the progress view being styled.
    public struct CurrentValueLabel: View {
        public typealias Body = Never
    }
}

extension ProgressViewStyleConfiguration.Label: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [])
    }
}

extension View {
    /// Sets how the progress views inside look: SwiftUI's `progressViewStyle(_:)`; marked
    /// `progressViewStyle=...` on the views inside (`linear` for a built-in style, the type's name
    /// for a custom one, which also draws them through its `makeBody`).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        guard !(style is any NamedControlStyle) else {
            return modified(
                ModifierEffect(attributes: [Attribute(name: "progressViewStyle", value: ControlStyleName.of(style))]))
        }
        var effect = ModifierEffect(
            attributes: [Attribute(name: "progressViewStyle", value: ViewNode.displayName(ofType: S.self))])
        effect.extras = ModifierExtras()
        effect.extras?.progressViewStyle = { configuration in
            AnyView(StyledProgressViewBody(style: style, configuration: configuration))
        }
        return modified(effect)
    }
}

/// A progress view as its style draws it: a view whose body is the style's `makeBody`.
struct StyledProgressViewBody<Style: ProgressViewStyle>: View, DisplayNamed {
    let style: Style
    let configuration: ProgressViewStyleConfiguration

    var body: Style.Body { style.makeBody(configuration: configuration) }

    var displayName: String { ViewNode.displayName(ofType: Style.self) }
}

extension ViewNode {
    /// The custom progress view styles set above this node, the closest first.
    var inheritedProgressViewStyles: [@MainActor (ProgressViewStyleConfiguration) -> AnyView] {
        var styles: [@MainActor (ProgressViewStyleConfiguration) -> AnyView] = []
        var current = parent
        while let node = current {
            if let style = node.effect?.extras?.progressViewStyle { styles.append(style) }
            current = node.parent
        }
        return styles
    }
}
