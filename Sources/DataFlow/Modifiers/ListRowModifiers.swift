import Foundation

/// The look of list rows and scroll views: backgrounds, insets and separators. Drawing only:
/// headless, each is recorded on the row as a mark (`listRowBackground=yellow`) and changes
/// nothing else.
extension View {
    /// The view behind the row: SwiftUI's `listRowBackground(_:)`.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        attributed("listRowBackground", view.map { ($0 as? any ShapeStyle)?.styleName ?? "\(V.self)" } ?? "none")
    }

    /// The insets of the row's content: SwiftUI's `listRowInsets(_:)`.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        attributed("listRowInsets", insets.map { "\($0)" } ?? "default")
    }

    /// Whether the row's separators show: SwiftUI's `listRowSeparator(_:edges:)`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        attributed("listRowSeparator", "\(visibility)")
    }

    /// The colour of the row's separators: SwiftUI's `listRowSeparatorTint(_:edges:)`, shown as
    /// `listRowSeparatorTint=red`.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        attributed("listRowSeparatorTint", color?.name ?? "default")
    }

    /// The space between the rows of the lists inside: SwiftUI's `listRowSpacing(_:)`, shown as
    /// `listRowSpacing=10`.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        attributed("listRowSpacing", spacing.map { Points.text($0) } ?? "default")
    }

    /// Whether the section's separators show: SwiftUI's `listSectionSeparator(_:edges:)`.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        attributed("listSectionSeparator", "\(visibility)")
    }

    /// Whether a list or form draws its background: SwiftUI's `scrollContentBackground(_:)`.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        attributed("scrollContentBackground", "\(visibility)")
    }

    /// Rotates the view around an axis in 3D: SwiftUI's `rotation3DEffect(_:axis:)`, shown as a mark.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        attributed("rotation3DEffect", "\(angle)")
    }

    /// Moves the view by `offset`: SwiftUI's `offset(_:)` with a size.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }
}

/// The top or bottom edge: SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable {
    case top
    case bottom

    /// A set of vertical edges: SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: SwiftUI's `.rect(cornerRadius:)`, as in `.clipShape(.rect(cornerRadius: 10))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle: SwiftUI's `.rect`.
    public static var rect: Rectangle { Rectangle() }
}
