/// A titled part of a `List` or `Form`: SwiftUI's `Section`. The header shows above the content,
/// the footer (an explanation under the rows) below it, in all of SwiftUI's spellings:
/// `Section { } header: { } footer: { }`, `Section(header:footer:content:)`, `Section { } footer: { }`.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    init(header: Parent, footer: Footer, content: Content) {
        self.header = header
        self.footer = footer
        self.content = content
    }

    /// `Section(header: Text("Account"), footer: Text("Shown to others")) { ... }`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: footer, content: content())
    }

    /// `Section { ... } header: { Text("Alerts") } footer: { Text("You can change this later.") }`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), footer: footer(), content: content())
    }
}

extension Section where Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content())
    }

    /// A section with a header built in a closure: `Section { ... } header: { Text("Account") }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content())
    }
}

extension Section where Parent == EmptyView {
    /// `Section(footer: Text("...")) { ... }`.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content())
    }

    /// `Section { ... } footer: { Text("...") }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), footer: footer(), content: content())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
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

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content())
    }
}

extension Section: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .section),
            children: [
                .init(key: .barItem("header"), view: header), .init(key: .index(0), view: content),
                .init(key: .barItem("footer"), view: footer),
            ]
        )
    }
}
