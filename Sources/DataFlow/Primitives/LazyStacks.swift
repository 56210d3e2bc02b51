/// A vertical stack that creates its rows only as they scroll into view: SwiftUI's `LazyVStack`.
/// Headless, nothing scrolls: every row is created, as if the whole stack were on screen.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let attributes: [Attribute]

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        attributes = StackAttributes.of(alignment: alignment == .center ? nil : "\(alignment)", spacing: spacing)
    }
}

/// A horizontal stack that creates its views as they scroll into view: SwiftUI's `LazyHStack`.
/// Headless, every view is created.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let attributes: [Attribute]

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        attributes = StackAttributes.of(alignment: alignment == .center ? nil : "\(alignment)", spacing: spacing)
    }
}

/// Which headers and footers of a lazy stack stay pinned while scrolling: SwiftUI's
/// `PinnedScrollableViews`. Nothing scrolls headlessly; accepted so code compiles.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

extension LazyVStack: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent { .container("LazyVStack", content, attributes) }
}

extension LazyHStack: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent { .container("LazyHStack", content, attributes) }
}
