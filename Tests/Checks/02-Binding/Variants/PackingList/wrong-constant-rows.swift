// Wrong: each row gets .constant(items[index]), so the toggles show each item but ignore every
// flip. The learner should pass $items[index].
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
                PackingRow(item: .constant(items[index]))
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
