/// How a presentation adapts where space is compact: SwiftUI's `PresentationAdaptation` (iOS 16.4),
/// set with `presentationCompactAdaptation(_:)`, as a popover asks to stay a popover on an iPhone.
public struct PresentationAdaptation: Sendable {
    let name: String

    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
    /// How the presentation this view is the content of adapts in compact space: SwiftUI's
    /// `presentationCompactAdaptation(_:)`. Headless a popover is shown as a sheet whatever it asks
    /// (see `popover(isPresented:attachmentAnchor:arrowEdge:content:)`): it is a mark,
    /// `presentationCompactAdaptation=popover`.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        attributed("presentationCompactAdaptation", adaptation.name)
    }
}
