import Foundation

/// A view that draws with code: SwiftUI's `Canvas { context, size in … }`. Headless, the renderer
/// runs every time the canvas is rendered, with a `GraphicsContext` that records what it draws and
/// the size offered to the canvas (the host's, or the closest fixed frame's); the `Canvas` element
/// shows the commands as its `drawing` mark. A renderer that reads state redraws when it changes.
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
}

extension Canvas: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let recording = GraphicsContext.Recording()
        var context = GraphicsContext(recording: recording)
        renderer(&context, node.offeredSize)
        return PrimitiveContent(
            element: ElementDescription(
                kind: "Canvas",
                attributes: [Attribute(name: "drawing", value: recording.commands.joined(separator: "; "))]),
            children: [])
    }
}
