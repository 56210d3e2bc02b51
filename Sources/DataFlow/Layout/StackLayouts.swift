import Foundation

/// A row of subviews as a `Layout` value: SwiftUI's `HStackLayout`, which code switches with
/// `VStackLayout` through `AnyLayout`. Subviews get their ideal size and sit `spacing` apart
/// (8 points unless given), aligned vertically by `alignment`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = CGFloat(max(sizes.count - 1, 0)) * (spacing ?? 8)
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            let y: CGFloat =
                switch alignment {
                case .top: bounds.minY
                case .center: bounds.midY - size.height / 2
                case .bottom, .firstTextBaseline: bounds.maxY - size.height
                }
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width + (spacing ?? 8)
        }
    }
}

/// A column of subviews as a `Layout` value: SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = CGFloat(max(sizes.count - 1, 0)) * (spacing ?? 8)
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            let x: CGFloat =
                switch alignment {
                case .leading: bounds.minX
                case .center: bounds.midX - size.width / 2
                case .trailing: bounds.maxX - size.width
                }
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            y += size.height + (spacing ?? 8)
        }
    }
}

/// Subviews on top of one another as a `Layout` value: SwiftUI's `ZStackLayout`, centred.
public struct ZStackLayout: Layout {
    public init(alignment: Alignment = .center) {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

/// A layout whose type is erased, so that one container can switch between layouts while its
/// subviews keep their identity: SwiftUI's `AnyLayout`
/// (`let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`).
public struct AnyLayout: Layout {
    private let size: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void

    public init<L: Layout>(_ layout: L) {
        size = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        place = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(bounds, proposal, subviews)
    }
}
