/// A scrollable region: SwiftUI's `ScrollView`. Nothing scrolls headlessly: all of its content is
/// on screen. A horizontal scroll view shows it (`ScrollView axes=horizontal`).
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        var attributes: [Attribute] = []
        if axes != .vertical { attributes.append(Attribute(name: "axes", value: axes.description)) }
        if !showsIndicators { attributes.append(Attribute(name: "showsIndicators", value: "false")) }
        return .container(.scrollView, content, attributes)
    }
}

/// A thin line between views: SwiftUI's `Divider`.
public struct Divider: View, Equatable {
    public typealias Body = Never
    public init() {}
}

extension Divider: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .divider), children: [])
    }
}
