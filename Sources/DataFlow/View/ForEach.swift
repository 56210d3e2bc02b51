/// One view per element of a collection: SwiftUI's `ForEach`. Each child's identity is its
/// element's id, not its position, so inserting an element keeps the other rows' state.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never

    /// The collection the rows are made from.
    public var data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content
    /// True for `ForEach(_:content:)` over a range, which SwiftUI treats as constant data.
    let isConstantRange: Bool

    init(
        data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
        isConstantRange: Bool = false
    ) {
        self.data = data
        self.id = id
        self.content = content
        self.isConstantRange = isConstantRange
    }

    /// A row per element, identified by the value at `id` (often `\.self`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A row per element of identifiable data, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A row per integer of a *constant* range, identified by the integer. As in SwiftUI, the
    /// range is read once: if a later update passes a range with a different count, SwiftUI logs
    /// "count (N) != its initial count (M)" and keeps showing the initial rows; so does this
    /// runtime (the warning is in `host.warnings`). For data that changes, use
    /// `ForEach(_:id:content:)` or identifiable data.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: { $0 }, content: content, isConstantRange: true)
    }
}

extension ForEach {
    /// A row per element of a bound collection, each given a binding to its element:
    /// `ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }`.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == Binding<C>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data: data, id: { $0.wrappedValue.id }, content: content)
    }

    /// A row per element of a bound collection, identified by the value at `id` of each element:
    /// `ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }`.
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        self.init(data: data, id: { $0.wrappedValue[keyPath: id] }, content: content)
    }
}

extension ForEach: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let rows = isConstantRange ? constantRows(in: node) : data
        var seen = Set<AnyHashable>()
        var children: [PrimitiveContent.Child] = []
        children.reserveCapacity(rows.count)
        for element in rows {
            var key = AnyHashable(id(element))
            if !seen.insert(key).inserted {
                // SwiftUI warns about duplicate ids; keep both rows apart rather than merge them.
                key = AnyHashable(DuplicateID(id: key, occurrence: children.count))
            }
            children.append(.init(key: .id(key), view: content(element)))
        }
        return PrimitiveContent(element: nil, children: children)
    }

    /// The range this `ForEach` was first shown with, and a warning whenever the count changed.
    private func constantRows(in node: ViewNode) -> Data {
        guard let initial = node.slots[ForEachSlot.initialData] as? InitialData<Data> else {
            node.slots[ForEachSlot.initialData] = InitialData(data: data)
            return data
        }
        guard initial.data.count != data.count else { return data }
        node.engine.warn(
            RuntimeWarning(
                """
                \(Self.self) count (\(data.count)) != its initial count (\(initial.data.count)). \
                `ForEach(_:content:)` should only be used for *constant* data. Instead conform data \
                to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!
                """))
        return initial.data
    }
}

/// Where a `ForEach` node keeps what it remembers between updates.
private enum ForEachSlot {
    static let initialData = -1
}

/// The data a constant-range `ForEach` was first shown with.
private final class InitialData<Data> {
    let data: Data
    init(data: Data) { self.data = data }
}

private struct DuplicateID: Hashable {
    let id: AnyHashable
    let occurrence: Int
}

/// Lets the host recognise a `ForEach` whatever its generic types, to find the row a user acts on.
protocol ForEachMarker {}

extension ForEach: ForEachMarker {}
