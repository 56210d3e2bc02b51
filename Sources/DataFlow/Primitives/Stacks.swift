/// How views in a `VStack` line up horizontally. Layout is not rendered; kept for source compatibility.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }

/// How views in an `HStack` line up vertically. Layout is not rendered; kept for source compatibility.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline }

/// Views arranged top to bottom: SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Views arranged left to right: SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Views layered back to front: SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension VStack: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent { .container(.vStack, content) }
}

extension HStack: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent { .container(.hStack, content) }
}

extension ZStack: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent { .container(.zStack, content) }
}

extension PrimitiveContent {
    /// An element of `kind` that shows `content` inside it.
    static func container(_ kind: ElementKind, _ content: some View) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: kind), children: [.init(key: .index(0), view: content)])
    }
}
