import Foundation

/// A container that measures and places its subviews itself: SwiftUI's `Layout` protocol
/// (`sizeThatFits(proposal:subviews:cache:)`, `placeSubviews(in:proposal:subviews:cache:)`,
/// optional cache and spacing), used as `FlowLayout { ... }` or through `AnyLayout`.
///
/// Headless, DataFlow calls the layout as SwiftUI does, each time the container's element is built:
/// `makeCache`, then `sizeThatFits` with the size offered to the container (the host's size, or
/// the closest fixed frame's), then `placeSubviews` in the bounds of that size, whose origin is
/// zero. The container's element shows the size as `size=w×h`; each subview shows where it was
/// placed (`position=x,y size=w×h`, see `LayoutSubview` for how subviews measure).
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// The container that lays out `content` with this layout: `FlowLayout { ForEach(tags) { Text($0) } }`.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }

    /// Runs the layout for `subviews` offered `offered`: the container's size, and the frame each
    /// subview was placed in.
    func run(_ subviews: LayoutSubviews, offered: ProposedViewSize) -> CGSize {
        var cache = makeCache(subviews: subviews)
        let size = sizeThatFits(proposal: offered, subviews: subviews, cache: &cache)
        placeSubviews(in: CGRect(origin: .zero, size: size), proposal: offered, subviews: subviews, cache: &cache)
        return size
    }
}
