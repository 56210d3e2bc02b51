/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`: the two collection operations SwiftUI
/// adds for `onDelete` and `onMove`, which hand over the positions of rows as an `IndexSet` of
/// offsets (0 for the first element, whatever the collection's own index type).
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`: `todos.remove(atOffsets: offsets)` in an `onDelete`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they end up just before the element that was at
    /// `destination` before the move (or at the end, for `destination == count`), keeping their
    /// order: `todos.move(fromOffsets: source, toOffset: destination)` in an `onMove`. As in
    /// SwiftUI, moving the first of three rows to the end is `move(fromOffsets: [0], toOffset: 3)`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.map { elements[$0] }
        var before: [Element] = []
        var after: [Element] = []
        for (offset, element) in elements.enumerated() where !source.contains(offset) {
            if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        var position = startIndex
        for element in before + moving + after {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
