// Correct: the count comes from a helper property, and the row uses Toggle(isOn:) { Text(...) }
// with self.
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

    private var summary: String {
        let packed = items.filter { $0.isPacked }.count
        return "\(packed) of \(items.count) packed"
    }

    var body: some View {
        List {
            Text(summary)
            ForEach(items.indices, id: \.self) { index in
                PackingRow(item: $items[index])
            }
        }
    }
}

/// One row of the packing list, bound to its item.
struct PackingRow: View {
    @Binding var item: PackingItem

    var body: some View {
        Toggle(isOn: self.$item.isPacked) {
            Text(self.item.name)
        }
    }
}
