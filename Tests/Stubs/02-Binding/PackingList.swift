// Exercise binding-list-rows: Bind each row to its element of an array
//
// Task: `PackingList` keeps an array of `PackingItem`s in one `@State` and shows a row per item
// with a count at the top. Each `PackingRow` should show a Toggle titled with the item's name,
// bound to the item's `isPacked`. Give every row a binding to its own element of the array,
// `$items[index]`, and build the row's toggle from it (`$item.isPacked`: a binding to a member of
// the element). The stub hands each row `.constant(...)` and shows only the name.
//
// Done when: every item has a toggle that starts from its isPacked; flipping one packs that item
// and no other; the count at the top ("2 of 5 packed") follows; and the trace shows each flip as
// one change of PackingList.items.
//
// From: Apple's article ("Managing user interface state": a binding to a value inside a state
// variable, `$episode.isFavorite`); see Chapters/02-Binding/Examples/Podcaster.swift. Here the
// value inside is an element of an array.
//
// Run: swift run checker check binding-list-rows
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
                // TODO: give the row a binding to this element of items.
                PackingRow(item: .constant(items[index]))
            }
        }
    }
}

/// One row of the packing list, bound to its item.
struct PackingRow: View {
    @Binding var item: PackingItem

    var body: some View {
        // TODO: a Toggle titled with the item's name, bound to the item's isPacked.
        Text(item.name)
    }
}
