/// An image placed in a line of text, so it flows with the words and joins other texts with `+`
/// (`Text(Image(systemName: "star.fill")) + Text(" Favourite")`): SwiftUI's `Text(_:)` for an
/// `Image`. Headless, the image is shown in the text by its name, in brackets (`[star.fill]`), and
/// listed as a run marked `image=true`.
extension Text {
    /// Text made of one image: SwiftUI's `init(_:)` for an `Image`. Disfavoured, so that
    /// `Text(.init(someString))` still means a `LocalizedStringKey`, as it does with SwiftUI (whose
    /// `Image` has no initialiser from a lone string, only `init(_:bundle:)`).
    @_disfavoredOverload
    public init(_ image: Image) {
        self.init(runs: [TextRun(text: "[\(image.name)]", attributes: [Attribute(name: "image", value: "true")])])
    }
}
