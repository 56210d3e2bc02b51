/// Rows in a scrolling list: SwiftUI's `List`, either of fixed content or of one row per element.
public struct List<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row per element, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row per element of identifiable data.
    public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Row> {
        content = ForEach(data, content: rowContent)
    }
}

extension List: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent { .container(.list, content) }
}
