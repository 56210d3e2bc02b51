/// Groups views without adding anything on screen: SwiftUI's `Group`. Modifiers applied to a group
/// apply to each view inside it.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}
