/// A two-dimensional layout of rows: SwiftUI's `Grid`, with a `GridRow` per row. Headless, a grid
/// is its rows in order (the `Grid` element holds `GridRow` elements holding their cells);
/// alignment and spacing are drawing, recorded but not applied.
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

/// One row of a `Grid`: SwiftUI's `GridRow`. Its views are the row's cells, left to right.
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Grid: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .grid), children: [.init(key: .index(0), view: content)])
    }
}

extension GridRow: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .gridRow), children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Makes a cell span `count` columns of its `Grid`: SwiftUI's `gridCellColumns(_:)`, shown as `gridCellColumns=2`.
    public func gridCellColumns(_ count: Int) -> some View {
        attributed("gridCellColumns", String(count))
    }

    /// Aligns a column of a `Grid`: SwiftUI's `gridColumnAlignment(_:)` (drawing only).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        self
    }

    /// Places a cell in its space by `anchor`: SwiftUI's `gridCellAnchor(_:)` (drawing only).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        self
    }

    /// Asks a cell not to take more space along `axes` than its row or column gives it: SwiftUI's
    /// `gridCellUnsizedAxes(_:)`, shown as `gridCellUnsizedAxes=horizontal`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        attributed("gridCellUnsizedAxes", "\(axes)")
    }
}
