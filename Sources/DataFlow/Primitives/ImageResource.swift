import Foundation

/// An image in an asset catalog, named by a symbol Xcode generates from the catalog: the
/// `ImageResource` of Apple's DeveloperToolsSupport, which SwiftUI re-exports
/// (https://developer.apple.com/documentation/developertoolssupport/imageresource). For each image
/// set, Xcode (with "Generate Asset Symbols", on by default since Xcode 15) writes
/// `extension ImageResource { static let coffee = ImageResource(name: "Coffee", bundle: resourceBundle) }`,
/// and views write `Image(.coffee)`. Headless there are no catalogs: the resource is its name, and
/// the image shows it as `Image(_:)` does (`Image "Coffee"`).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog.
    public let name: String
    /// The bundle holding the catalog, by its path (a `Bundle` is not `Sendable`).
    let bundlePath: String

    /// The image named `name` in the asset catalog of `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

extension Image {
    /// An image from an asset catalog, by its generated symbol: SwiftUI's `Image(_:)` for an
    /// `ImageResource`, as in `Image(.coffee)`.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}
