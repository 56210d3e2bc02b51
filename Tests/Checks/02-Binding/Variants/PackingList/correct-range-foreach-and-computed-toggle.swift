// Correct: the rows come from ForEach(0..<items.count), and the row's toggle gets a
// Binding(get:set:) written by hand over the item's member.
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
            ForEach(0..<items.count, id: \.self) { index in
                PackingRow(item: $items[index])
            }
        }
    }
}

/// One row of the packing list, bound to its item.
struct PackingRow: View {
    @Binding var item: PackingItem

    var body: some View {
        Toggle(item.name, isOn: Binding(get: { item.isPacked }, set: { item.isPacked = $0 }))
    }
}
