/// Rows of values shown in columns: SwiftUI's `Table` (`Table(people) { TableColumn("Name", value: \.name) }`).
/// Headless, a table is a `Table` element holding a header row (the column titles) and a `TableRow`
/// per value, whose cells are the columns' views; with `selection:`, tapping a row
/// (`host.tap(.kind(.tableRow))`, or by a text inside with `host.select(_:)`) selects it. Sorting
/// by clicking a header is drawing-and-pointer behaviour DataFlow does not model.
public struct Table<Value: Identifiable>: View {
    public typealias Body = Never
    let rows: [Value]
    let columns: [TableColumnContent<Value>]
    let selection: Binding<Value.ID?>?

    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> [TableColumnContent<Value>]
    ) where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
        selection = nil
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> [TableColumnContent<Value>]
    ) where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
        self.selection = selection
    }
}

/// One column of a `Table`: SwiftUI's `TableColumn`, a title and the view of each row's cell.
public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
    let title: String
    let cell: @MainActor (RowValue) -> Content
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column whose cells are built from the row: `TableColumn("Name") { person in Text(person.name) }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        title = titleKey.resolved
        cell = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.title = String(title)
        cell = content
    }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
    /// A column showing a string property: `TableColumn("Email", value: \.email)`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        title = titleKey.resolved
        let path = Delivery(value: value)
        cell = { Text($0[keyPath: path.value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = String(title)
        let path = Delivery(value: value)
        cell = { Text($0[keyPath: path.value]) }
    }
}

/// A column with its view type erased, as `TableColumnBuilder` collects them.
public struct TableColumnContent<RowValue> {
    let title: String
    let cell: @MainActor (RowValue) -> AnyView
}

/// Collects a `Table`'s columns: SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
    public static func buildExpression<S, C: View, L: View>(
        _ column: TableColumn<RowValue, S, C, L>
    ) -> [TableColumnContent<RowValue>] {
        let cell = column.cell
        return [TableColumnContent(title: column.title) { AnyView(cell($0)) }]
    }

    public static func buildBlock(_ parts: [TableColumnContent<RowValue>]...) -> [TableColumnContent<RowValue>] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [TableColumnContent<RowValue>]?) -> [TableColumnContent<RowValue>] {
        part ?? []
    }

    public static func buildEither(first: [TableColumnContent<RowValue>]) -> [TableColumnContent<RowValue>] { first }
    public static func buildEither(second: [TableColumnContent<RowValue>]) -> [TableColumnContent<RowValue>] { second }
}

/// One row of a `Table` on screen: its cells, and what tapping it selects.
struct TableRowView<Value: Identifiable>: View {
    typealias Body = Never
    let value: Value
    let columns: [TableColumnContent<Value>]
    let selection: Binding<Value.ID?>?
}

extension TableRowView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let id = value.id
        let selection = self.selection
        return PrimitiveContent(
            element: ElementDescription(
                kind: .tableRow, value: selection.map { $0.wrappedValue == id ? "selected" : "" },
                role: selection.map { binding in .tappable { binding.wrappedValue = id } } ?? .display),
            children: columns.enumerated().map { .init(key: .index($0.offset), view: $0.element.cell(value)) })
    }
}

extension Table: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let columns = self.columns
        let selection = self.selection
        let header = HStack { ForEach(columns.indices, id: \.self) { Text(columns[$0].title) } }
        let body = ForEach(rows) { TableRowView(value: $0, columns: columns, selection: selection) }
        return PrimitiveContent(
            element: ElementDescription(kind: .table),
            children: [.init(key: .barItem("header"), view: header), .init(key: .index(0), view: body)])
    }
}
