/// What a user may do to the rows of `List($items, editActions:)`: SwiftUI's `EditActions`.
/// `.delete` lets rows be deleted (swipe, or Edit mode), `.move` lets them be dragged, `.all` both.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var move: Self { Self(rawValue: 1) }
    public static var delete: Self { Self(rawValue: 2) }
    public static var all: Self { [.move, .delete] }
}

extension List {
    /// A row per element of a bound collection that a user can delete and move as `editActions`
    /// allow: `List($todos, editActions: .all) { $todo in ... }`. The rows are the `ForEach`
    /// SwiftUI builds, with `onDelete` and `onMove` writing the collection; the host deletes and
    /// moves rows with `host.delete(_:)` and `host.move(_:toOffset:)`.
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ModifiedView<ForEach<Binding<Data>, Data.Element.ID, RowContent>>, Data: MutableCollection,
        Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Identifiable,
        Data.Index: Hashable, SelectionValue == Never
    {
        var effect = ModifierEffect()
        if editActions.contains(.delete) {
            effect.onDelete = { offsets in data.wrappedValue.remove(atOffsets: offsets) }
        }
        if editActions.contains(.move) {
            effect.onMove = { offsets, destination in
                data.wrappedValue.move(fromOffsets: offsets, toOffset: destination)
            }
        }
        self.init(selection: nil, content: ForEach(data, content: rowContent).modified(effect))
    }
}
