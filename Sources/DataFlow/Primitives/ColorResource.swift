import Foundation

/// A colour in an asset catalog, named by a symbol Xcode generates from the catalog: the
/// `ColorResource` of Apple's DeveloperToolsSupport, which SwiftUI re-exports
/// (https://developer.apple.com/documentation/developertoolssupport/colorresource). For each colour
/// set, Xcode writes `extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: …) }`
/// and, for SwiftUI, `Color.brand` and `ShapeStyle.brand` (where `Self == Color`), so views write
/// `Color(.brand)`, `.foregroundStyle(.brand)` or `Color.brand`. Headless there are no catalogs: the
/// colour is its name, as `Color("Brand")` is.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalog.
    public let name: String
    /// The bundle holding the catalog, by its path (a `Bundle` is not `Sendable`).
    let bundlePath: String

    /// The colour named `name` in the asset catalog of `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

extension Color {
    /// A colour from an asset catalog, by its generated symbol: SwiftUI's `Color(_:)` for a
    /// `ColorResource`, as in `Color(.brand)`.
    nonisolated public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}
