import Foundation

/// One subview of a custom `Layout`, which the layout measures and places: SwiftUI's
/// `LayoutSubview`. The layout sees the container's views in the text tree's order (the views
/// of a `ForEach` or `Group` one by one, as in SwiftUI).
///
/// How a headless subview measures (there is no text engine): a subview in a fixed
/// `frame(width:height:)` is that size; a `Text` (or button) is about 8 points a character wide
/// and 20 high, wrapping to the proposed width; anything else takes what is proposed, 10 by 10
/// for an unspecified dimension, as SwiftUI's flexible views do. `place(at:anchor:proposal:)`
/// records where the subview went as the marks `position=x,y` and `size=w×h` on its element.
public struct LayoutSubview: Equatable {
    let index: Int
    let measure: (ProposedViewSize) -> CGSize
    let placements: LayoutPlacements

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.index == rhs.index && lhs.placements === rhs.placements
    }

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = measure(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Puts the subview with its `anchor` at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = measure(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placements.frames[index] = CGRect(origin: origin, size: size)
    }

    /// How much the layout should favour this subview: 0, as no `layoutPriority` is read headlessly.
    public var priority: Double { 0 }

    /// The space the subview prefers around it.
    public var spacing: ViewSpacing { ViewSpacing() }
}

/// Where a layout's `placeSubviews` put each subview, by index.
final class LayoutPlacements {
    var frames: [Int: CGRect] = [:]
}

/// The subviews of a custom `Layout`, in order: SwiftUI's `LayoutSubviews` (`Layout.Subviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let subviews: [LayoutSubview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
}
