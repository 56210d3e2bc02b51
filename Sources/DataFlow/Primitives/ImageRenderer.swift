import Foundation

/// Renders a view to an image: SwiftUI's `ImageRenderer` (`ImageRenderer(content: ChartView())`).
/// Headless, there are no pixels: the renderer keeps its content, scale and proposed size so that
/// code that sets them compiles, and `render(rasterizationScale:renderer:)` calls its closure with
/// the size the content is proposed and a `GraphicsContext` that records what is drawn into it.
/// It is not a rasterizer: there is no `uiImage`, `nsImage` or `cgImage` on Linux.
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    public var scale: CGFloat = 1
    public var proposedSize: ProposedViewSize = .unspecified
    public var isOpaque = false

    public init(content: Content) {
        self.content = content
    }

    /// Calls `renderer` with the size the content is proposed (390 by 844 for an unspecified
    /// proposal, the host's screen) and a recording context.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (inout GraphicsContext) -> Void) -> Void) {
        let size = proposedSize.replacingUnspecifiedDimensions(by: CGSize(width: 390, height: 844))
        renderer(size) { _ in }
    }
}
