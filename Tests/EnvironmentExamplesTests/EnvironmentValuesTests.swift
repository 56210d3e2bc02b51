@testable import EnvironmentExamples
import DataFlow
import Testing

/// Environment values are key-value pairs a view sets for its subtree (Kodeco; Apple's
/// EnvironmentKey and EnvironmentValues documentation).
@MainActor
@Suite("Environment values: built-in and custom keys")
struct EnvironmentValuesTests {
    @Test("a view with no value set above it reads the key's default value")
    func theDefaultValue() {
        let host = ViewHost(SpeedLabel())

        #expect(host.texts == ["1.0× (light)"])
    }

    @Test(".environment(\\.key, value) sets the value for the subtree it modifies, and only for it")
    func onlyTheSubtree() {
        let host = ViewHost(PlaybackSpeedScreen())

        #expect(host.texts == ["1.0× (light)", "1.5× (dark)"])
    }

    @Test("the nearest value above a view wins")
    func theNearestValueWins() {
        let host = ViewHost(PlaybackSpeedScreen().environment(\.playbackSpeed, 2.0))

        #expect(host.texts == ["2.0× (light)", "1.5× (dark)"])
    }
}
