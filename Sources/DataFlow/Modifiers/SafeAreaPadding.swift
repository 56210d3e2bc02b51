import Foundation

/// Widens a view's safe area, so content that respects it (a scroll view's rows, say) keeps clear of
/// the edges while backgrounds still reach them: SwiftUI's `safeAreaPadding` (iOS 17). Headless,
/// safe areas are not computed, so the padding is recorded on the view as `padding` is
/// (`safeAreaPadding=horizontal 20`).
extension View {
    /// Adds `length` points (the system's amount when nil) to the safe area on `edges`:
    /// SwiftUI's `safeAreaPadding(_:_:)`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        attributed("safeAreaPadding", edges.description + (length.map { " " + Points.text($0) } ?? ""))
    }

    /// Adds the same amount to the safe area on every edge: SwiftUI's `safeAreaPadding(_:)`.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        attributed("safeAreaPadding", Points.text(length))
    }

    /// Adds a different amount to the safe area on each edge: SwiftUI's `safeAreaPadding(_:)`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        attributed("safeAreaPadding", insets.description)
    }
}
