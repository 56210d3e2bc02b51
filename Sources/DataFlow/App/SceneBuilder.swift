/// Builds an app's or a scene's body out of the scenes listed in a closure: SwiftUI's
/// `@SceneBuilder`. Several scenes become a `TupleScene`, in order.
@resultBuilder
@MainActor
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(
        _ content: repeat each Content
    ) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }

    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes listed in one `@SceneBuilder` block. SwiftUI's counterpart is internal; it is
/// public here only because the builder returns it.
public struct TupleScene<each Content: Scene>: _PrimitiveScene {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }
}

extension TupleScene: WindowListingScene {
    var windows: [SceneWindow] {
        var windows: [SceneWindow] = []
        for scene in repeat each content {
            windows += SceneWindows.windows(of: scene)
        }
        return windows
    }
}
