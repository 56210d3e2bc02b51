import Foundation

/// The size a container offers a view, either dimension possibly unspecified (nil, "your ideal
/// size") or infinite: SwiftUI's `ProposedViewSize`, as a `Layout` receives and passes it on.
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each unspecified dimension replaced by `size`'s (10 by 10 unless given,
    /// as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
