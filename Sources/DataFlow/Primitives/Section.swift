/// A titled part of a `List` or `Form`: SwiftUI's `Section`. The header shows above the content.
public struct Section<Header: View, Content: View>: View {
    public typealias Body = Never
    let header: Header
    let content: Content

    public init(header: Header, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
    }

    /// A section with a header built in a closure: `Section { ... } header: { Text("Account") }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }
}

extension Section where Header == Text {
    /// A section titled with a string: `Section("User") { ... }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
    }

    /// A section titled with a string value: `Section(letter) { ... }`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
    }
}

extension Section where Header == EmptyView {
    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content)
    }
}

extension Section: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .section),
            children: [.init(key: .barItem("header"), view: header), .init(key: .index(0), view: content)]
        )
    }
}
