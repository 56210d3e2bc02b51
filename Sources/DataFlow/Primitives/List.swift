/// Rows in a scrolling list: SwiftUI's `List`, either of fixed content or of one row per element,
/// optionally with a selection. In a list with a selection, picking a row (`host.select(_:)`)
/// writes the row's id (its `ForEach` id or `.tag(_:)`) to the selection binding.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
    let selection: ListSelection?

    init(selection: ListSelection?, content: Content) {
        self.selection = selection
        self.content = content
    }

    /// A list with a single, optional selection: `List(selection: $selectedID) { ... }`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map(ListSelection.single), content: content())
    }

    /// A list with a multiple selection: `List(selection: $selectedIDs) { ... }`. Picking a row
    /// adds it to the set, picking it again removes it.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map(ListSelection.multiple), content: content())
    }

    /// A row per element of identifiable data, with a single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map(ListSelection.single), content: ForEach(data, content: rowContent))
    }

    /// A row per element, identified by the value at `id`, with a single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map(ListSelection.single), content: ForEach(data, id: id, content: rowContent))
    }
}

extension List where SelectionValue == Never {
    /// A list of fixed rows: `List { Text("A"); Text("B") }`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content())
    }

    /// A row per element, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// A row per element of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// A row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// A row per element of a bound collection, each row given a binding to its element:
    /// `List($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }`.
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// A row per element of a bound collection, identified by the value at `id`.
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<Binding<Data>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Index: Hashable
    {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }
}

/// How a list writes its selection, whatever the selection's type.
@MainActor
struct ListSelection {
    let describe: @MainActor () -> String
    let select: @MainActor (AnyHashable) -> Bool

    static func single<Value: Hashable>(_ binding: Binding<Value?>) -> ListSelection {
        ListSelection(
            describe: { binding.wrappedValue.map { String(describing: $0) } ?? "nil" },
            select: { tag in
                guard let value = tag.base as? Value else { return false }
                binding.wrappedValue = value
                return true
            }
        )
    }

    static func multiple<Value: Hashable>(_ binding: Binding<Set<Value>>) -> ListSelection {
        ListSelection(
            describe: { binding.wrappedValue.map { String(describing: $0) }.sorted().joined(separator: ", ") },
            select: { tag in
                guard let value = tag.base as? Value else { return false }
                if binding.wrappedValue.contains(value) {
                    binding.wrappedValue.remove(value)
                } else {
                    binding.wrappedValue.insert(value)
                }
                return true
            }
        )
    }
}

extension List: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        guard let selection else { return .container(.list, content) }
        return PrimitiveContent(
            element: ElementDescription(
                kind: .list, value: selection.describe(), role: .selectableList(select: selection.select)),
            children: [.init(key: .index(0), view: content)]
        )
    }
}
