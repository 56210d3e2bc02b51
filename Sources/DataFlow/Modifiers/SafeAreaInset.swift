import Foundation

/// Views placed along an edge of another view, which shrink its safe area so its content is not
/// hidden under them: SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`, as in a bottom bar
/// over a scrolling list. Headless, the inset views are on screen (found and tapped like any
/// other), inside a `SafeAreaInset edge=bottom` element that comes after the view for the bottom and
/// trailing edges and before it for the top and leading ones, in reading order.
public struct SafeAreaInsetView<Content: View, Inset: View>: View {
    public typealias Body = Never
    let content: Content
    let inset: Inset
    let edge: String
    let comesFirst: Bool
    let spacing: CGFloat?
}

extension SafeAreaInsetView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        var attributes = [Attribute(name: "edge", value: edge)]
        if let spacing { attributes.append(Attribute(name: "spacing", value: Points.text(spacing))) }
        let layer = PrimitiveContent.Child(
            key: .barItem("safeAreaInset"),
            view: SafeAreaInsetLayer(
                content: inset, attributes: attributes))
        let content = PrimitiveContent.Child(key: .index(0), view: self.content)
        return PrimitiveContent(element: nil, children: comesFirst ? [layer, content] : [content, layer])
    }
}

/// The views a `safeAreaInset` places along an edge.
struct SafeAreaInsetLayer<Content: View>: View {
    typealias Body = Never
    let content: Content
    let attributes: [Attribute]
}

extension SafeAreaInsetLayer: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: "SafeAreaInset", attributes: attributes),
            children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Places views along the top or bottom edge: SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> SafeAreaInsetView<Self, V> {
        SafeAreaInsetView(
            content: self, inset: content(), edge: edge == .top ? "top" : "bottom", comesFirst: edge == .top,
            spacing: spacing)
    }

    /// Places views along the leading or trailing edge: SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` for a `HorizontalEdge`.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> SafeAreaInsetView<Self, V> {
        SafeAreaInsetView(
            content: self, inset: content(), edge: edge == .leading ? "leading" : "trailing",
            comesFirst: edge == .leading, spacing: spacing)
    }
}
