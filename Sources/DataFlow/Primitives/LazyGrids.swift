/// A column (in a `LazyVGrid`) or row (in a `LazyHGrid`) of a grid: SwiftUI's `GridItem`.
public struct GridItem: Sendable, CustomStringConvertible {
    /// How wide a column (or tall a row) is.
    public enum Size: Sendable, CustomStringConvertible {
        /// Exactly this size.
        case fixed(CGFloat)
        /// A share of the space left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)

        public var description: String {
            switch self {
            case .fixed(let size): "fixed(\(Points.text(size)))"
            case .flexible: "flexible"
            case .adaptive(let minimum, _): "adaptive(minimum: \(Points.text(minimum)))"
            }
        }
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    public var description: String { size.description }
}

/// A grid that fills its columns row by row, creating items as they scroll into view:
/// SwiftUI's `LazyVGrid`. Headless, every item is created; the tree shows the columns
/// (`LazyVGrid columns=[flexible, flexible]`) and the items in order.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.content = content()
    }
}

/// A grid that fills its rows column by column: SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.content = content()
    }
}

extension LazyVGrid: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        .container(
            "LazyVGrid", content,
            [Attribute(name: "columns", value: "[" + columns.map(\.description).joined(separator: ", ") + "]")])
    }
}

extension LazyHGrid: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        .container(
            "LazyHGrid", content,
            [Attribute(name: "rows", value: "[" + rows.map(\.description).joined(separator: ", ") + "]")])
    }
}
