import Composable
import Foundation
import Testing

/// `prepareDependencies` sets what `@Dependency` gives from then on, where nothing overrides it,
/// as swift-dependencies documents it (`Sources/Dependencies/WithDependencies.swift`); a preview
/// calls it before building its store (`let _ = prepareDependencies { $0.date.now = … }`). It did
/// not exist ("cannot find 'prepareDependencies' in scope").
@MainActor
@Suite struct PrepareDependenciesTests {
    @Reducer
    struct Clock {
        @ObservableState
        struct State: Equatable { var shown: Date? }
        enum Action { case appeared }
        @Dependency(\.date) var date
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                state.shown = date.now
                return .none
            }
        }
    }

    @Test func aPreparedDependencyIsWhatFeaturesReadFromThenOn() {
        let opening = Date(timeIntervalSince1970: 1_756_429_200)
        let _ = prepareDependencies {
            $0.date.now = opening
        }
        @Dependency(\.date) var date
        #expect(date.now == opening)
        let store = Store(initialState: Clock.State()) { Clock() }
        store.send(.appeared)
        #expect(store.shown == opening)
        withDependencies {
            $0.date.now = Date(timeIntervalSince1970: 0)
        } operation: {
            @Dependency(\.date) var overridden
            #expect(overridden.now == Date(timeIntervalSince1970: 0))
        }
    }
}
