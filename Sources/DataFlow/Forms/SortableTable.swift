import Foundation

extension Table {
    /// A table whose column headers set a sort order: SwiftUI's `Table(_:sortOrder:columns:)`.
    /// As in SwiftUI, the table does not sort its rows: the app sorts its data when `sortOrder`
    /// changes (`.onChange(of: sortOrder) { people.sort(using: $1) }`). Headless there are no
    /// headers to click, so the order changes only when the app or a test writes it.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Never> columns: () -> [TableColumnContent<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(data, columns: columns)
    }

    /// A sortable table with a single selection: SwiftUI's `Table(_:selection:sortOrder:columns:)`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Never> columns: () -> [TableColumnContent<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(data, selection: selection, columns: columns)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column sorted by `value` whose cells are built from the row:
    /// `TableColumn("Age", value: \.age) { Text("\($0.age)") }` (SwiftUI's `TableColumn(_:value:content:)`).
    /// Headless, headers are not clicked, so the key path only documents the column's order.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.init(titleKey, content: content)
    }
}
