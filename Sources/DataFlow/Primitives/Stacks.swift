/// How views in a `VStack` line up horizontally: SwiftUI's `HorizontalAlignment`.
/// Layout is not computed headlessly; a stack shows a non-default alignment as `alignment=leading`.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }

/// How views in an `HStack` line up vertically: SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline }

/// Views arranged top to bottom: SwiftUI's `VStack`. A non-default alignment or spacing is shown
/// on the element (`VStack alignment=leading spacing=12`).
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let attributes: [Attribute]

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.content = content()
        attributes = StackAttributes.of(alignment: alignment == .center ? nil : "\(alignment)", spacing: spacing)
    }
}

/// Views arranged left to right: SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let attributes: [Attribute]

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        attributes = StackAttributes.of(alignment: alignment == .center ? nil : "\(alignment)", spacing: spacing)
    }
}

/// Views layered back to front: SwiftUI's `ZStack`. The last view is on top.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let attributes: [Attribute]

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        attributes = StackAttributes.of(alignment: alignment == .center ? nil : alignment.description, spacing: nil)
    }
}

/// The marks a stack shows for the layout it was asked for.
enum StackAttributes {
    static func of(alignment: String?, spacing: CGFloat?) -> [Attribute] {
        var attributes: [Attribute] = []
        if let alignment { attributes.append(Attribute(name: "alignment", value: alignment)) }
        if let spacing { attributes.append(Attribute(name: "spacing", value: Points.text(spacing))) }
        return attributes
    }
}

extension VStack: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent { .container(.vStack, content, attributes) }
}

extension HStack: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent { .container(.hStack, content, attributes) }
}

extension ZStack: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent { .container(.zStack, content, attributes) }
}

extension PrimitiveContent {
    /// An element of `kind` that shows `content` inside it.
    static func container(_ kind: ElementKind, _ content: some View, _ attributes: [Attribute] = []) -> PrimitiveContent
    {
        PrimitiveContent(
            element: ElementDescription(kind: kind, attributes: attributes),
            children: [.init(key: .index(0), view: content)])
    }
}
