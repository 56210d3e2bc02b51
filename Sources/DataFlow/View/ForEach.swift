/// One view per element of a collection: SwiftUI's `ForEach`. Each child's identity is its
/// element's id, not its position, so inserting an element keeps the other rows' state.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never

    public let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content

    /// A row per element, identified by the value at `id` (often `\.self`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A row per element of identifiable data, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A row per integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        var seen = Set<AnyHashable>()
        var children: [PrimitiveContent.Child] = []
        children.reserveCapacity(data.count)
        for element in data {
            var key = AnyHashable(id(element))
            if !seen.insert(key).inserted {
                // SwiftUI warns about duplicate ids; keep both rows apart rather than merge them.
                key = AnyHashable(DuplicateID(id: key, occurrence: children.count))
            }
            children.append(.init(key: .id(key), view: content(element)))
        }
        return PrimitiveContent(element: nil, children: children)
    }
}

private struct DuplicateID: Hashable {
    let id: AnyHashable
    let occurrence: Int
}
