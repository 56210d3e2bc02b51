// Wrong: the row keeps its item in its own @State, a copy: the toggle flips, but the list's items
// and the count never change. The learner should give the row a @Binding to its element.
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
                PackingRow(item: items[index])
            }
        }
    }
}

/// One row of the packing list, bound to its item.
struct PackingRow: View {
    @State var item: PackingItem

    var body: some View {
        Toggle(item.name, isOn: $item.isPacked)
    }
}
