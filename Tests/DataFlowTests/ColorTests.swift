import DataFlow
import Testing

/// SwiftUI's `Color` is `Sendable` and its constants are usable from any isolation, as a model's
/// `nonisolated` property or a background task may read them (TCA's SyncUps `Theme.mainColor`).
@Suite struct ColorTests {
    nonisolated static func accent(dark: Bool) -> Color { dark ? .black : .white }

    @Test func constantsAreReadOffTheMainActor() async {
        let colour = await Task.detached { ColorTests.accent(dark: true) }.value
        #expect(colour == Color("black"))
        #expect(Color.orange.opacity(0.5).description == "orange.opacity(0.5)")
    }
}
