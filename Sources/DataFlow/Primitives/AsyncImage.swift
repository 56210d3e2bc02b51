import Foundation

/// Where an `AsyncImage`'s load is: SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The load's error, if it failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL: SwiftUI's `AsyncImage`. Headless, nothing goes over the network:
/// the image stays in its first phase, `.empty`, so the view shows its placeholder (a
/// `ProgressView` by default, or what `placeholder`/`content(.empty)` builds), inside an
/// `AsyncImage` element labelled by the URL. What it is not: a downloader; test what the app does
/// with the loaded image through the image itself.
public struct AsyncImage<Content: View>: View {
    public typealias Body = Never
    let url: URL?
    let content: Content
}

extension AsyncImage {
    /// The loaded image, or a placeholder while loading: `AsyncImage(url: url)`.
    public init(url: URL?, scale: CGFloat = 1) where Content == ProgressView {
        self.init(url: url, content: ProgressView())
    }

    /// `AsyncImage(url:) { image in image.resizable() } placeholder: { Color.gray }`.
    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> Content
    ) {
        self.init(url: url, content: placeholder())
    }

    /// `AsyncImage(url:) { phase in … }`, built for the phase the load is in.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.init(url: url, content: content(.empty))
    }
}

extension AsyncImage: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: "AsyncImage", label: url?.absoluteString ?? "nil"),
            children: [.init(key: .index(0), view: content)])
    }
}
