/// A view that gives its content the size it is offered: SwiftUI's `GeometryReader`, whose
/// content closure receives a `GeometryProxy`. Headless, layout is not computed: a reader is
/// offered the host's screen size (`ViewHost(view, size: CGSize(width: 390, height: 844))`), or
/// the size of the closest fixed `frame(width:height:)` around it, which is what SwiftUI offers
/// a reader that fills the screen or such a frame. The tree shows it (`GeometryReader size=390x844`).
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// The size and coordinates a `GeometryReader` measured: SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
    /// The size offered to the reader.
    public let size: CGSize
    /// The safe area insets of the reader; headless screens have none.
    public let safeAreaInsets: EdgeInsets

    /// The reader's frame; headless, it starts at the origin of every coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space to measure a frame in: SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

extension GeometryReader: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let size = node.offeredSize
        let proxy = GeometryProxy(size: size, safeAreaInsets: EdgeInsets())
        return PrimitiveContent(
            element: ElementDescription(
                kind: .geometryReader,
                attributes: [
                    Attribute(name: "size", value: "\(Points.text(size.width))x\(Points.text(size.height))")
                ]),
            children: [.init(key: .index(0), view: content(proxy))]
        )
    }
}
