/// The colour controls inside a view are drawn in: SwiftUI's deprecated `accentColor(_:)` (iOS 13–17;
/// Apple's replacement is `tint(_:)`). Recorded on the view as `accentColor=orange`, or
/// `accentColor=nil` when reset.
extension View {
    /// Sets the accent colour of the view and the controls inside it: SwiftUI's `accentColor(_:)`.
    public func accentColor(_ accentColor: Color?) -> some View {
        attributed("accentColor", accentColor?.styleName ?? "nil")
    }
}
