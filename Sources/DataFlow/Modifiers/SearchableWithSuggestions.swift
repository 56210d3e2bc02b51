/// A search field and the suggestions listed under it, in one modifier: SwiftUI's
/// `searchable(text:placement:prompt:suggestions:)`, the same as `searchable(text:placement:prompt:)`
/// followed by `searchSuggestions(_:)` (the suggestions are not on screen headlessly; see
/// `searchSuggestions(_:)`).
extension View {
    /// Adds a search field with suggestions, prompted by a `Text`.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with suggestions, prompted by a localized key.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with suggestions, prompted by a string.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }
}
