/// Where a scroll view comes to rest after the user scrolls: SwiftUI's `ScrollTargetBehavior`,
/// set with `scrollTargetBehavior(_:)` (`.paging`, `.viewAligned`). Headless there is no
/// scrolling gesture, so the behaviour is recorded as a mark (`scrollTargetBehavior=paging`).
public protocol ScrollTargetBehavior: Sendable {
    /// The name the rendered tree shows.
    var name: String { get }
}

/// Rests on page boundaries: SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var name: String { "paging" }
}

/// Rests with a view of the `scrollTargetLayout()` aligned to the edge: SwiftUI's
/// `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Which views a scroll may pass: SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public struct LimitBehavior: Sendable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public var name: String { "viewAligned" }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on page boundaries.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view aligned to the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view aligned to the edge, passing views as `limitBehavior` allows.
    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
    )
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// How the scroll views inside come to rest: SwiftUI's `scrollTargetBehavior(_:)`.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        attributed("scrollTargetBehavior", behavior.name)
    }

    /// Marks the views of this layout as the places a view-aligned scroll rests on: SwiftUI's
    /// `scrollTargetLayout(isEnabled:)`, recorded as `scrollTargetLayout=true`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        attributed("scrollTargetLayout", String(isEnabled))
    }
}
