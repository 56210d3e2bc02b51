import Foundation

/// Where a scroll view is scrolled to and how big its content is: SwiftUI's `ScrollGeometry`
/// (iOS 18), which `onScrollGeometryChange(for:of:action:)` hands to its transform. Headless, a
/// scroll view never scrolls: its geometry is all zero.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets of the content.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content on screen.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds in the content's coordinates.
    public var bounds: CGRect { visibleRect }
}

extension View {
    /// Runs `action` with a value computed from the scroll geometry whenever that value changes:
    /// SwiftUI's `onScrollGeometryChange(for:of:action:)` (iOS 18), recorded as
    /// `onScrollGeometryChange=Bool` (the value's type). Headless scroll views never scroll, so
    /// `action` never runs.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        attributed("onScrollGeometryChange", "\(T.self)")
    }
}
