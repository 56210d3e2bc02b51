/// When a search's scope bar shows: SwiftUI's `SearchScopeActivation`. Headless, the scope bar
/// is always on screen.
public struct SearchScopeActivation: Sendable {
    let name: String

    public static let automatic = SearchScopeActivation(name: "automatic")
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

extension View {
    /// Scopes that narrow a search, bound to `scope`: SwiftUI's `searchScopes(_:scopes:)`
    /// (`.searchScopes($scope) { Text("All").tag(Scope.all); Text("Recent").tag(Scope.recent) }`).
    /// The scopes are a segmented `Picker` titled "Search scope" above the view, which the host
    /// picks from as from any picker (`host.pick("Recent", in: .picker("Search scope"))`).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        SearchScopeBar(
            content: self, bar: Picker("Search scope", selection: scope, content: scopes).pickerStyle(.segmented))
    }

    /// The same, with when the scope bar shows: SwiftUI's `searchScopes(_:activation:_:)`.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        searchScopes(scope, scopes: scopes)
    }
}

/// A view with a search's scope bar above it: what `searchScopes(_:scopes:)` returns.
struct SearchScopeBar<Content: View, Bar: View>: View {
    typealias Body = Never
    let content: Content
    let bar: Bar
}

extension SearchScopeBar: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: nil,
            children: [.init(key: .barItem("searchScopes"), view: bar), .init(key: .index(0), view: content)])
    }
}
