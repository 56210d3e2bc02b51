/// A clock whose sleepers are woken by the test (`TestClock`): a store given one among its
/// dependencies runs its effects on `EffectExecutor.shared`, so that advancing the clock can
/// first let every effect run until it sleeps.
protocol QuietEffectsClock: AnyObject, Sendable {}

extension DependencyValues {
    /// Whether a test clock is among the overridden dependencies.
    var holdsTestClock: Bool {
        overriddenValues.contains { $0 is any QuietEffectsClock }
    }
}
