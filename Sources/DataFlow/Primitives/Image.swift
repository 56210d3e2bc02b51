/// An image, named in an asset catalog or, with `systemName:`, an SF Symbol: SwiftUI's `Image`.
/// Headless, an image is its name: `Image systemName="play.circle"` in the rendered tree.
public struct Image: View, Equatable {
    public typealias Body = Never
    let name: String
    let isSystemImage: Bool

    /// An SF Symbol such as `"play.circle"`.
    public init(systemName: String) {
        name = systemName
        isSystemImage = true
    }

    /// An image from the app's assets.
    public init(_ name: String) {
        self.name = name
        isSystemImage = false
    }
}

extension Image: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .image, label: name), children: [])
    }
}
