import Foundation

/// A view's measured size and where its alignment guides fall: SwiftUI's `ViewDimensions`, as
/// `LayoutSubview.dimensions(in:)` returns it. Guides are the standard ones (leading 0, centre
/// half, trailing the width); DataFlow has no custom alignment guides, so `explicit` is nil.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline: height
        }
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// The preferred space around a view: SwiftUI's `ViewSpacing`. Headless, every view asks for
/// SwiftUI's default 8 points from its neighbours, and `ViewSpacing.zero` for none.
public struct ViewSpacing: Equatable, Sendable {
    var preferred: CGFloat

    public init() {
        preferred = 8
    }

    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.preferred = 0
        return spacing
    }()

    /// The distance to `next` along `axis`: the larger of the two preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        max(preferred, next.preferred)
    }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        preferred = max(preferred, other.preferred)
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }
}
