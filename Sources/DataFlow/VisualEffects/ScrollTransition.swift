/// Where a view is in its scroll view's visible region, for `scrollTransition`: SwiftUI's
/// `ScrollTransitionPhase` (iOS 17). Headless, a scroll view shows all its content, so views are
/// always in the `.identity` phase.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Entering or leaving at the top or leading edge.
    case topLeading
    /// Fully on screen.
    case identity
    /// Entering or leaving at the bottom or trailing edge.
    case bottomTrailing

    /// Whether the view is fully on screen.
    public var isIdentity: Bool { self == .identity }

    /// -1 at the top or leading edge, 0 on screen, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows scrolling: SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String

    /// The transition follows the scroll position continuously.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    /// The transition animates when the view crosses the threshold.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// No transition.
    public static let identity = ScrollTransitionConfiguration(name: "identity")

    /// The transition animates with `animation` when the view crosses the threshold.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }

    /// When the view counts as on screen: SwiftUI's `threshold(_:)`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }

    /// The animation of the transition: SwiftUI's `animation(_:)`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// How much of a view must be visible to be in the `.identity` phase: SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Sendable {
        /// Any part visible.
        public static let visible = Threshold()
        /// Fully hidden.
        public static let hidden = Threshold()
        /// Centred in the scroll view.
        public static let centered = Threshold()

        /// A fraction of the view visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        /// A fraction of the view hidden.
        public static func hidden(_ amount: Double) -> Threshold { Threshold() }
        /// The threshold moved in by `distance` points.
        public func inset(by distance: Double) -> Threshold { self }
        /// The threshold interpolated towards `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
    }
}

extension View {
    /// Draws the view with effects that depend on where it is in its scroll view: SwiftUI's
    /// `scrollTransition(_:axis:transition:)`. Headless, views are always fully on screen, so the
    /// closure runs with `.identity` and its effects are recorded (`scrollTransition=opacity(1)`).
    public func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        _VisualEffectView(content: self, name: "scrollTransition") { _ in transition(EmptyVisualEffect(), .identity) }
    }

    /// The same, with a configuration for each edge: SwiftUI's
    /// `scrollTransition(topLeading:bottomTrailing:axis:transition:)`.
    public func scrollTransition<Effect: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
        axis: Axis? = nil, transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        _VisualEffectView(content: self, name: "scrollTransition") { _ in transition(EmptyVisualEffect(), .identity) }
    }
}
