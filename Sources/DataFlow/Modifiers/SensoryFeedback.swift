/// A haptic or other sensory response to a change: SwiftUI's `SensoryFeedback` (iOS 17), played by
/// `sensoryFeedback(_:trigger:)` when the trigger value changes. Headless, nothing is felt: the
/// modifier records which feedback it would play (`sensoryFeedback=success`).
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// A task completed.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A discrete level was crossed.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A generic impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of a weight: SwiftUI's `impact(weight:intensity:)`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(weight.name))")
    }

    /// An impact of a flexibility: SwiftUI's `impact(flexibility:intensity:)`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(flexibility.name))")
    }

    /// How heavy an impact feels: SwiftUI's `SensoryFeedback.Weight`.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How rigid an impact feels: SwiftUI's `SensoryFeedback.Flexibility`.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes: SwiftUI's `sensoryFeedback(_:trigger:)`.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        attributed("sensoryFeedback", feedback.name)
    }

    /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new values:
    /// SwiftUI's `sensoryFeedback(_:trigger:condition:)`.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        attributed("sensoryFeedback", feedback.name)
    }

    /// Plays the feedback `feedback` returns for the old and new values, if any, when `trigger`
    /// changes: SwiftUI's `sensoryFeedback(trigger:_:)`.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        attributed("sensoryFeedback", "dynamic")
    }
}
