import Foundation

extension Image {
    /// An image from the asset catalog of `bundle` (a package's `Bundle.module`): SwiftUI's
    /// `init(_:bundle:)`. Headless there are no catalogs, so the image is its name, as `Image(_:)`.
    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }

    /// A decorative image from the asset catalog of `bundle`: SwiftUI's `init(decorative:bundle:)`.
    public init(decorative name: String, bundle: Bundle?) {
        self.init(decorative: name)
    }
}
