// Wrong: every row is bound to $items[0], a wrong index, so all rows show and flip the first item.
// The learner should bind each row to its own element, $items[index].
import DataFlow

/// One thing to pack.
struct PackingItem: Equatable {
    var name: String
    var isPacked = false
}

/// A packing list: the items are this view's state; the rows edit them through bindings.
struct PackingList: View {
    @State private var items: [PackingItem]

    init(items: [PackingItem]) {
        _items = State(initialValue: items)
    }

    var body: some View {
        List {
            Text("\(items.filter(\.isPacked).count) of \(items.count) packed")
            ForEach(items.indices, id: \.self) { index in
                PackingRow(item: $items[0])
            }
        }
    }
}

/// One row of the packing list, bound to its item.
struct PackingRow: View {
    @Binding var item: PackingItem

    var body: some View {
        Toggle(item.name, isOn: $item.isPacked)
    }
}
