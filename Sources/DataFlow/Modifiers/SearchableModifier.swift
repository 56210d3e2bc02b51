/// Where a search field is placed: SwiftUI's `SearchFieldPlacement`. Placement is not drawn
/// headlessly; the field is always shown above the content it searches.
public struct SearchFieldPlacement: Sendable {
    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
    /// Adds a search field bound to `text`: SwiftUI's `searchable(text:placement:prompt:)`.
    /// The field is a `SearchField` element above the content, labelled by its prompt ("Search"
    /// without one); the host types into it (`host.type("milk", into: .searchField())`) and
    /// submits it (`host.submit(in: .searchField())` runs `onSubmit(of: .search)`).
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        SearchableView(content: self, field: SearchField(text: text, prompt: prompt?.content ?? "Search"))
    }

    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        SearchableView(content: self, field: SearchField(text: text, prompt: prompt.resolved))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        SearchableView(content: self, field: SearchField(text: text, prompt: String(prompt)))
    }

    /// Lets a user pull the content down to refresh it: SwiftUI's `refreshable(action:)`. The host
    /// refreshes with `try await host.refresh()`, which runs `action` to completion on the main
    /// actor and then updates the views. SwiftUI declares the closure `@Sendable`; here it is
    /// also `@MainActor`, so that, as in an app, it may change the view's state directly.
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modified(ModifierEffect(attributes: [Attribute(name: "refreshable", value: "true")], refresh: action))
    }
}

/// A view with a search field above it: what `searchable(text:)` returns.
public struct SearchableView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let field: SearchField
}

extension SearchableView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: nil,
            children: [
                .init(key: .barItem("search"), view: field),
                .init(key: .index(0), view: SearchState.content(content, searching: field.text)),
            ])
    }
}

/// The search field `searchable(text:)` adds.
struct SearchField: View {
    typealias Body = Never
    let text: Binding<String>
    let prompt: String
}

extension SearchField: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let text = self.text
        return PrimitiveContent(
            element: ElementDescription(
                kind: .searchField, label: prompt, value: text.wrappedValue,
                role: .textInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })
            ),
            children: []
        )
    }
}
