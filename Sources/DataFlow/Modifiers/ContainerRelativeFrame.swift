import Foundation

extension View {
    /// Sizes the view relative to its nearest container (a scroll view, the window) along `axes`:
    /// SwiftUI's `containerRelativeFrame(_:alignment:)`, shown as `containerRelativeFrame=horizontal`.
    /// Layout is not computed headlessly; the request is recorded.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        attributed("containerRelativeFrame", axes.description)
    }

    /// A share of the container: `count` columns, of which the view spans `span`, `spacing` apart:
    /// SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`, shown as
    /// `containerRelativeFrame=horizontal count:3 span:1`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        attributed("containerRelativeFrame", "\(axes) count:\(count) span:\(span)")
    }

    /// A length the view computes from the container's (`{ length, axis in length * 0.8 }`):
    /// SwiftUI's `containerRelativeFrame(_:alignment:_:)`. The closure is called with the host's
    /// width or height and the result is recorded (`containerRelativeFrame=horizontal:312`).
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        let screen = CGSize(width: 390, height: 844)
        var parts: [String] = []
        if axes.contains(.horizontal) { parts.append("horizontal:\(Points.text(length(screen.width, .horizontal)))") }
        if axes.contains(.vertical) { parts.append("vertical:\(Points.text(length(screen.height, .vertical)))") }
        return attributed("containerRelativeFrame", parts.joined(separator: " "))
    }
}
