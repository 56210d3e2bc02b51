extension View {
    /// Views SwiftUI lists under the search field while the user types: SwiftUI's
    /// `searchSuggestions(_:)`. Headless there is no list under the field: the suggestions are
    /// not on screen (as in SwiftUI while nobody searches), and the view is marked
    /// `searchSuggestions=true`.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        attributed("searchSuggestions", "true")
    }

    /// Makes this suggestion fill the search field with `completion` when chosen: SwiftUI's
    /// `searchCompletion(_:)`, recorded as `searchCompletion=Robin`.
    public func searchCompletion(_ completion: String) -> some View {
        attributed("searchCompletion", completion)
    }
}
