/// Ends the search in the searchable view around: SwiftUI's `DismissSearchAction`, read from
/// `\.dismissSearch` and called as `dismissSearch()`. Headless, a search is active while its field
/// has text, so dismissing it clears the text; outside a `searchable` view it does nothing.
public struct DismissSearchAction: Equatable {
    let action: @MainActor () -> Void

    @MainActor
    public func callAsFunction() { action() }

    /// Two actions are alike: the one a view reads always ends the search around it, so a new
    /// closure from the same search is no change.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}

extension EnvironmentValues {
    /// Whether the person is searching in the `searchable` view around: SwiftUI's `isSearching`.
    /// Headless, a search is active while its field has text (typed with `host.type(_:into: .searchField())`).
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search around: SwiftUI's `dismissSearch`.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

/// What a `searchable` view tells its content about the search.
@MainActor
enum SearchState {
    static func content<Content: View>(_ content: Content, searching text: Binding<String>) -> some View {
        content
            .environment(\.isSearching, !text.wrappedValue.isEmpty)
            .environment(\.dismissSearch, DismissSearchAction { text.wrappedValue = "" })
    }
}
