import Composable
import Foundation
import Testing

/// Two of swift-dependencies' own dependencies that TCA's examples read: `\.openURL`
/// (`OpenURLEffect`, SyncUps) and `\.withRandomNumberGenerator` (the tvOS focus case study). Each
/// is overridden in a test as swift-dependencies' documentation shows, and a test that calls one
/// without overriding it fails (its test value is unimplemented). Neither existed ("cannot
/// convert value of type 'KeyPath<Root, Value>' to expected argument type 'Value.Type'").
@MainActor
@Suite struct StandardDependenciesTests {
    @Reducer
    struct Focus {
        @ObservableState
        struct State: Equatable { var currentFocus = 0 }
        enum Action { case randomButtonTapped, settingsButtonTapped }
        @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
        @Dependency(\.openURL) var openURL
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .randomButtonTapped:
                    state.currentFocus = withRandomNumberGenerator { (1..<11).randomElement(using: &$0)! }
                    return .none
                case .settingsButtonTapped:
                    return .run { _ in await openURL(URL(string: "app-settings:")!) }
                }
            }
        }
    }

    /// A seeded generator (a linear congruential one), so the numbers drawn are known.
    struct Seeded: RandomNumberGenerator, Sendable {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = 2_862_933_555_777_941_757 &* state &+ 3_037_000_493
            return state
        }
    }

    @Test func overriddenDependenciesAreWhatTheFeatureUses() async {
        let opened = LockIsolated<[URL]>([])
        let store = TestStore(initialState: Focus.State()) {
            Focus()
        } withDependencies: {
            $0.withRandomNumberGenerator = WithRandomNumberGenerator(Seeded(state: 0))
            $0.openURL = OpenURLEffect { url in
                opened.withValue { $0.append(url) }
                return true
            }
        }
        var expected = Seeded(state: 0)
        let focus = (1..<11).randomElement(using: &expected)!
        await store.send(.randomButtonTapped) { $0.currentFocus = focus }
        // The effect opens the URL after `send` returns: waited for, as TCA's `finish()` waits.
        await store.send(.settingsButtonTapped).finish()
        #expect(opened.value == [URL(string: "app-settings:")!])
    }

    @Test func aDependencyNotOverriddenFailsTheTest() async {
        let messages = await IssueReporter.capturing {
            @Dependency(\.openURL) var openURL
            #expect(await openURL(URL(string: "https://www.pointfree.co")!) == false)
        }
        #expect(messages.count == 1, "\(messages)")
    }
}
