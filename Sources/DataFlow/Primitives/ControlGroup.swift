/// Related controls shown together, as a segmented cluster of buttons: SwiftUI's `ControlGroup`,
/// `ControlGroup { Button("Decrease") { … }; Button("Increase") { … } }`. Shown as a
/// `ControlGroup` element holding its controls, each one tapped as anywhere else; a title, when
/// given, labels the element (SwiftUI shows it where the group collapses into a menu).
public struct ControlGroup<Content: View>: View {
    public typealias Body = Never
    let title: String?
    let content: Content

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    /// A group titled `titleKey`: SwiftUI's `ControlGroup(_:content:)`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved
        self.content = content()
    }

    /// A group titled `titleKey` with a symbol: SwiftUI's `ControlGroup(_:systemImage:content:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
    }

    /// A group labelled by a view: SwiftUI's `ControlGroup(content:label:)`; a `Text` label titles it.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        title = (label() as? Text)?.content
        self.content = content()
    }
}

extension ElementKind {
    /// A `ControlGroup`.
    public static let controlGroup = ElementKind("ControlGroup")
}

extension ControlGroup: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .controlGroup, label: title),
            children: [.init(key: .index(0), view: content)])
    }
}
