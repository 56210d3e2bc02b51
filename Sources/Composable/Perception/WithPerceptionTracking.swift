import DataFlow

/// swift-perception's `WithPerceptionTracking { … }` (re-exported by TCA): the wrapper a view
/// targeting iOS 16 puts around what it reads from a store, so that its reads are tracked without
/// the Observation framework. Where Observation is available (iOS 17 and later, and here) the
/// view's body is tracked anyway and the wrapper only shows its content, which is what this does:
/// the content is built in the wrapper's own body, and the store fields it reads redraw it.
public struct WithPerceptionTracking<Content: View>: View {
    let content: @MainActor () -> Content

    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    public var body: some View {
        content()
    }
}
