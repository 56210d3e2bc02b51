/// One side of a rectangle: SwiftUI's `Edge`, with `Edge.Set` for several sides at once, as
/// `padding(_:_:)` and `ignoresSafeArea(_:edges:)` take them.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges: `.horizontal`, `.vertical`, `.all`, or single edges.
    public struct Set: OptionSet, Sendable, CustomStringConvertible {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public init(_ edge: Edge) {
            rawValue = 1 << edge.rawValue
        }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// `all`, `horizontal`, `vertical`, or the edges joined: `top+leading`.
        public var description: String {
            if self == .all { return "all" }
            if self == .horizontal { return "horizontal" }
            if self == .vertical { return "vertical" }
            return Edge.allCases.filter { contains(Set($0)) }.map { "\($0)" }.joined(separator: "+")
        }
    }
}

/// Distances inside each edge of a rectangle: SwiftUI's `EdgeInsets`, for `padding(_:)`.
public struct EdgeInsets: Equatable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public var description: String {
        "top:\(Points.text(top)) leading:\(Points.text(leading)) bottom:\(Points.text(bottom)) trailing:\(Points.text(trailing))"
    }
}

/// Lengths as the rendered tree shows them: `8`, `12.5`, `infinity`.
enum Points {
    static func text(_ value: CGFloat) -> String {
        if value == .infinity { return "infinity" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(describing: Double(value))
    }
}
