extension Animation {
    /// A quick spring with little bounce: SwiftUI's `Animation.snappy(duration:extraBounce:)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        duration == 0.5 && extraBounce == 0
            ? .snappy : Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A spring with a visible bounce: SwiftUI's `Animation.bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        duration == 0.5 && extraBounce == 0
            ? .bouncy : Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A spring with no bounce: SwiftUI's `Animation.smooth(duration:extraBounce:)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        duration == 0.5 && extraBounce == 0
            ? .smooth : Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }
}
