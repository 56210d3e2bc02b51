/// Gives its content a proxy that scrolls to a view by id: SwiftUI's `ScrollViewReader`.
/// Headless, all of a scroll view's content is on screen and nothing scrolls; `proxy.scrollTo(_:)`
/// records the id in `host.scrollTargets`, so a test can check the app asked to scroll there.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

/// Scrolls the scroll views of a `ScrollViewReader`: SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    weak var engine: GraphEngine?

    /// Scrolls to the view with `id` (set with `.id(_:)`); see `ScrollViewReader`.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        (engine ?? GraphEngine.active)?.scrollTargets.append("\(id)")
    }
}

extension ScrollViewReader: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: nil, children: [.init(key: .index(0), view: content(ScrollViewProxy(engine: node.engine)))])
    }
}

extension ViewHost {
    /// The ids the app asked a `ScrollViewProxy` to scroll to, oldest first.
    public var scrollTargets: [String] { engine.scrollTargets }
}
