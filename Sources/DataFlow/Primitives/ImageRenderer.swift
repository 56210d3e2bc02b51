import Foundation

/// Renders a view to an image: SwiftUI's `ImageRenderer` (`ImageRenderer(content: ChartView())`).
/// Headless, there are no pixels: the renderer keeps its content, scale and proposed size so that
/// code that sets them compiles, and `render(rasterizationScale:renderer:)` calls its closure with
/// the size the content is proposed and a `GraphicsContext` that records what is drawn into it.
/// It is not a rasterizer: `uiImage`, `nsImage` and `cgImage` are inert values (the stand-ins
/// `UIImage`, `NSImage` and `CGImage`) that name the content and carry the size it would have,
/// with no pixels, so `Image(uiImage: renderer.uiImage!)` and a `ShareLink` of it work.
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    public var scale: CGFloat = 1
    public var proposedSize: ProposedViewSize = .unspecified
    public var isOpaque = false

    public init(content: Content) {
        self.content = content
    }

    /// The rendered image: the content's type and the proposed size, at `scale`.
    public var uiImage: UIImage? {
        UIImage(description: renderedName, size: renderedSize, scale: scale)
    }

    /// The rendered image, for AppKit code.
    public var nsImage: NSImage? {
        NSImage(description: renderedName, size: renderedSize)
    }

    /// The rendered image, its size in pixels (`scale` times the size in points).
    public var cgImage: CGImage? {
        CGImage(
            description: renderedName, width: Int(renderedSize.width * scale),
            height: Int(renderedSize.height * scale))
    }

    private var renderedName: String { "ImageRenderer(\(Content.self))" }

    /// The size the content is proposed: 390 by 844 (the host's screen) where unspecified.
    private var renderedSize: CGSize {
        proposedSize.replacingUnspecifiedDimensions(by: CGSize(width: 390, height: 844))
    }

    /// Calls `renderer` with the size the content is proposed (390 by 844 for an unspecified
    /// proposal, the host's screen) and a recording context.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (inout GraphicsContext) -> Void) -> Void) {
        renderer(renderedSize) { _ in }
    }
}
