/// An image, named in an asset catalog or, with `systemName:`, an SF Symbol: SwiftUI's `Image`.
/// Headless, an image is its name: `Image "play.circle"` in the rendered tree. As in SwiftUI,
/// `resizable()` and `renderingMode(_:)` return an `Image` (so they come before view modifiers
/// such as `scaledToFit()`), and show as marks: `Image "photo" resizable=true`.
public struct Image: Equatable, Sendable {
    let name: String
    let isSystemImage: Bool
    var attributes: [Attribute] = []

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

    /// An image that stretches to the space it is given: SwiftUI's `Image.resizable(capInsets:resizingMode:)`.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        marked("resizable", "true")
    }

    /// Draws the image as is, or as a template tinted by the foreground: SwiftUI's `Image.renderingMode(_:)`.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        marked("renderingMode", renderingMode.map { "\($0)" } ?? "default")
    }

    func marked(_ name: String, _ value: String) -> Image {
        var image = self
        image.attributes.append(Attribute(name: name, value: value))
        return image
    }

    /// How a resizable image fills its space: SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Sendable {
        case tile, stretch
    }

    /// SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Sendable {
        case template, original
    }

    /// The size of a symbol relative to the text around it: SwiftUI's `Image.Scale`.
    public enum Scale: Sendable {
        case small, medium, large
    }
}

/// As in SwiftUI, where `Image` is declared apart from its `View` conformance, making and styling
/// an `Image` is not bound to the main actor: code outside a view may build one.
extension Image: View {
    public typealias Body = Never
}

extension Image: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .image, label: name, attributes: attributes), children: [])
    }
}
