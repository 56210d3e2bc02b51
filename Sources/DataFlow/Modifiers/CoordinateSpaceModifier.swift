/// Names a view's coordinate space so a `GeometryReader` inside can measure frames in it: SwiftUI's
/// `coordinateSpace(_:)` (iOS 17, `.coordinateSpace(.named("scroll"))`) and the older
/// `coordinateSpace(name:)`. Headless, frames are not computed (a reader's frame starts at the
/// origin of every space), so the name is recorded on the view (`coordinateSpace=scroll`).
extension View {
    /// Names the view's coordinate space: SwiftUI's `coordinateSpace(_:)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        attributed("coordinateSpace", name.coordinateSpace.spaceName)
    }

    /// Names the view's coordinate space: SwiftUI's `coordinateSpace(name:)`, deprecated in iOS 17.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        coordinateSpace(NamedCoordinateSpace.named(name))
    }
}

extension CoordinateSpace {
    /// How the tree shows the space: `global`, `local` or the name given.
    var spaceName: String {
        switch self {
        case .global: "global"
        case .local: "local"
        case .named(let name): "\(name.base)"
        }
    }
}
