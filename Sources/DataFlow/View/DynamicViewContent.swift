/// A view made of one view per element of a collection, whose rows a user can delete or move:
/// SwiftUI's `DynamicViewContent`. `ForEach` is one, and so is a `ForEach` with `onDelete` or
/// `onMove` applied, which is why those two modifiers go on the `ForEach` inside a `List`
/// rather than on the `List` itself.
@MainActor
@preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the rows are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedView: DynamicViewContent where Content: DynamicViewContent {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Lets a user delete rows (swipe to delete, or Edit mode): SwiftUI's `onDelete(perform:)`.
    /// `action` receives the offsets of the rows to delete and is expected to remove them from
    /// the data, usually with `remove(atOffsets:)`. The host deletes a row with `host.delete(_:)`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        ModifiedView(content: self, effect: ModifierEffect(onDelete: action))
    }

    /// Lets a user drag rows to new places: SwiftUI's `onMove(perform:)`. `action` receives the
    /// offsets moved and the destination offset, in the convention of `move(fromOffsets:toOffset:)`.
    /// The host moves a row with `host.move(_:toOffset:)`.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        ModifiedView(content: self, effect: ModifierEffect(onMove: action))
    }
}
