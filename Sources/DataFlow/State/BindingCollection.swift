/// A binding to a mutable collection is itself a collection of bindings, one per element, as
/// SwiftUI declares it (`extension Binding: RandomAccessCollection where Value: MutableCollection,
/// Value: RandomAccessCollection`). That is what lets `ForEach($todos) { $todo in ... }` hand each
/// row a binding to its own element, and `$tasks[index]` reach one element. Writing an element's
/// binding writes the whole collection back to where it is stored.
extension Binding: @MainActor Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }

    public func index(after i: Value.Index) -> Value.Index {
        wrappedValue.index(after: i)
    }

    public func formIndex(after i: inout Value.Index) {
        wrappedValue.formIndex(after: &i)
    }

    /// A binding to the element at `position`: `$tasks[index]`.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[position] },
            set: { newElement in
                var whole = self.wrappedValue
                whole[position] = newElement
                self.wrappedValue = whole
            },
            identity: identity?.appending(position: position),
            origin: origin?.appending(element: position)
        )
    }
}

extension Binding: @MainActor BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index {
        wrappedValue.index(before: i)
    }

    public func formIndex(before i: inout Value.Index) {
        wrappedValue.formIndex(before: &i)
    }
}

extension Binding: @MainActor RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
