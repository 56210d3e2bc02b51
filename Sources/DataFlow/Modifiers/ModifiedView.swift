/// A view with a modifier applied: what `.font(_:)`, `.disabled(_:)`, `.onAppear(perform:)` and
/// the like return (SwiftUI's `ModifiedContent`). It adds nothing on screen itself; its effect
/// shows on the views under it.
public struct ModifiedView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let effect: ModifierEffect

    init(content: Content, effect: ModifierEffect) {
        self.content = content
        self.effect = effect
    }
}

extension ModifiedView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let wasDisabling = node.effect?.disables
        node.effect = effect
        if let wasDisabling, wasDisabling != effect.disables {
            // `isEnabled` changed for the views inside.
            node.engine.recheckEnvironment(below: node)
        }
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Wraps this view in a modifier with `effect`.
    func modified(_ effect: ModifierEffect) -> ModifiedView<Self> {
        ModifiedView(content: self, effect: effect)
    }

    /// Wraps this view in a modifier that only marks it with `name=value`.
    func attributed(_ name: String, _ value: String) -> ModifiedView<Self> {
        modified(ModifierEffect(attributes: [Attribute(name: name, value: value)]))
    }
}
