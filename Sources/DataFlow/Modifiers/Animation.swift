/// How a change is animated: SwiftUI's `Animation`. No time passes headlessly: a change made
/// inside `withAnimation` takes effect at once, and the update trace records the animation next
/// to the change (`ContentView.isExpanded (@State): false → true, animated with easeInOut`).
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")
    public static let interactiveSpring = Animation("interactiveSpring")

    public static func linear(duration: Double) -> Animation { Animation("linear(duration: \(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(duration: \(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(duration: \(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(duration: \(duration))") }

    /// `.spring()`, or a spring with its own response and damping.
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        if response == 0.5, dampingFraction == 0.825 { return .spring }
        return Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// A spring described by how long it takes and how much it bounces.
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }

    /// The same animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { Animation("\(description).delay(\(delay))") }
    /// The same animation, faster or slower.
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
    /// The same animation, repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(repeatCount))")
    }
    /// The same animation, repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation("\(description).repeatForever()") }
}

/// The animation of the changes being made now, while a `withAnimation` body runs.
@MainActor
enum AnimationContext {
    static var current: Animation?
}

/// Runs `body`, animating the view changes its state changes cause: SwiftUI's
/// `withAnimation(_:_:)`. Headless, the changes take effect at once; each is recorded in the
/// update trace with the animation.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let saved = AnimationContext.current
    AnimationContext.current = animation
    defer { AnimationContext.current = saved }
    return try body()
}

/// How a view comes in and goes out when it is inserted or removed: SwiftUI's `AnyTransition`.
/// Shown on the view as `transition=slide`.
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let slide = AnyTransition("slide")
    public static let scale = AnyTransition("scale")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(\(Points.text(scale)))")
    }

    /// Scales the view from `scale`: the spelling of iOS 17's `Transition` protocol,
    /// `.transition(.scale(0.5))` (SwiftUI's `ScaleTransition`), here the same as `scale(scale:anchor:)`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        Self.scale(scale: CGFloat(scale), anchor: anchor)
    }

    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: \(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: \(edge))") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition("offset(x: \(Points.text(x)), y: \(Points.text(y)))")
    }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
    }

    /// Both transitions at once: `.slide.combined(with: .opacity)`.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(description)+\(other)") }

    /// This transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(description).animation(\(animation?.description ?? "nil"))")
    }
}

extension View {
    /// Animates this view's changes whenever `value` changes: SwiftUI's `animation(_:value:)`.
    /// Shown as `animation=easeInOut`; no time passes headlessly.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        attributed("animation", animation?.description ?? "none")
    }

    /// How the view is inserted and removed: SwiftUI's `transition(_:)`, shown as `transition=slide`.
    public func transition(_ transition: AnyTransition) -> some View {
        attributed("transition", transition.description)
    }
}

extension Binding {
    /// A binding whose writes are animated, as if made inside `withAnimation`: SwiftUI's
    /// `Binding.animation(_:)`. `Toggle("Details", isOn: $showsDetails.animation())`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(
            get: { base.wrappedValue },
            set: { newValue in
                withAnimation(animation) { base.wrappedValue = newValue }
            }, identity: identity, origin: origin)
    }
}
