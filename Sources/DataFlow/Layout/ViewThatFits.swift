/// Shows the first of its views that fits the space it is offered: SwiftUI's `ViewThatFits`
/// (`ViewThatFits(in: .horizontal) { wideDetails; narrowDetails }`). SwiftUI tries the views in
/// order and shows the first whose ideal size fits; the headless host offers unlimited space, in
/// which the first view always fits, so the first is shown (and only it: the others are not on
/// screen, as in SwiftUI).
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// The views to try, in order, fitting along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let first = (content as? any ViewSequence)?.views.first ?? content
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: first)])
    }
}

/// A view that is several views in a row, as a `@ViewBuilder` block with several statements.
@MainActor
protocol ViewSequence {
    var views: [any View] { get }
}

extension TupleView: ViewSequence {
    var views: [any View] {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return views
    }
}
