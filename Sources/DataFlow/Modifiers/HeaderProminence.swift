/// How prominent a section header is: SwiftUI's `Prominence` and `headerProminence(_:)`
/// (`.increased` draws a list's section header larger). Headless, it is recorded on the view
/// (`headerProminence=increased`).
public enum Prominence: Hashable, Sendable {
    /// The default prominence.
    case standard
    /// A more prominent header.
    case increased
}

extension View {
    /// Sets the prominence of section headers inside: SwiftUI's `headerProminence(_:)`.
    public func headerProminence(_ prominence: Prominence) -> some View {
        attributed("headerProminence", prominence == .increased ? "increased" : "standard")
    }
}
