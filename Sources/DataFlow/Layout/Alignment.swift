/// Where a view sits inside a larger space, horizontally and vertically: SwiftUI's `Alignment`,
/// as `ZStack(alignment:)`, `frame(..., alignment:)` and `overlay(alignment:)` take it.
/// Layout is not computed headlessly; the tree shows the alignment by name (`alignment=topLeading`).
public struct Alignment: Equatable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// `center`, `topLeading`, `bottom`...
    public var description: String {
        switch (vertical, horizontal) {
        case (.center, .center): "center"
        case (.center, let horizontal): "\(horizontal)"
        case (let vertical, .center): "\(vertical)"
        case (let vertical, let horizontal):
            "\(vertical)" + "\(horizontal)".prefix(1).uppercased() + "\(horizontal)".dropFirst()
        }
    }
}

/// A direction of layout: SwiftUI's `Axis`, with `Axis.Set` for `ScrollView(.horizontal)`.
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable, CustomStringConvertible {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)

        public var description: String {
            Axis.allCases.filter { contains(Set(rawValue: 1 << $0.rawValue)) }.map { "\($0)" }.joined(separator: "+")
        }
    }
}

/// How an image or shape fills the space it is given: SwiftUI's `ContentMode`.
public enum ContentMode: Sendable, CaseIterable {
    case fit, fill
}

/// How lines of a multi-line text line up: SwiftUI's `TextAlignment`.
public enum TextAlignment: Sendable, CaseIterable {
    case leading, center, trailing
}
