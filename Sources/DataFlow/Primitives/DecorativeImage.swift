extension Image {
    /// An image from the app's assets that accessibility skips: SwiftUI's `Image(decorative:)`.
    /// Shown as the named image, marked `accessibilityHidden=true`.
    public init(decorative name: String) {
        self.init(name)
        attributes.append(Attribute(name: "accessibilityHidden", value: "true"))
    }
}
