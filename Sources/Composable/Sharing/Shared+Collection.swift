/// A shared collection is a collection of shared elements, as in swift-sharing:
/// `ForEach(store.$syncUps) { $syncUp in SyncUpDetail.State(syncUp: $syncUp) }` hands each row a
/// `Shared` of its own element, whose changes write through to the collection.
extension Shared: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection, Value.Index: Hashable {
    public typealias Index = Value.Index
    public typealias Element = Shared<Value.Element>
    public typealias Iterator = IndexingIterator<Self>
    public typealias SubSequence = Slice<Self>
    public typealias Indices = DefaultIndices<Self>

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

    public subscript(position: Index) -> Shared<Value.Element> {
        self[dynamicMember: \Value.[position]]
    }
}

extension Shared where Value: RandomAccessCollection & MutableCollection, Value.Index: Hashable {
    /// The collection's elements, each a `Shared` of its own element (swift-sharing's
    /// `elements`): `ForEach($syncUps.elements) { $syncUp in … }`.
    public var elements: Shared<Value> { self }
}
