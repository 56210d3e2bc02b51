import Composable
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// swift-dependencies' Foundation dependencies that features read with `@Dependency`:
/// `\.calendar`, `\.locale`, `\.timeZone`, `\.urlSession` and `\.suspendingClock` (its
/// "Dependency values" list). A test overrides them to pin what the feature computes; without an
/// override, reading one in a test is reported, as for every dependency with no test value here.
@MainActor
@Suite struct FoundationDependenciesTests {
    @Reducer
    struct Agenda {
        @ObservableState
        struct State: Equatable { var line = "" }
        enum Action { case show(Date) }
        @Dependency(\.calendar) var calendar
        @Dependency(\.locale) var locale
        @Dependency(\.timeZone) var timeZone
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .show(date):
                    var calendar = calendar
                    calendar.timeZone = timeZone
                    let weekday = calendar.component(.weekday, from: date)
                    state.line = "\(locale.identifier) \(timeZone.identifier) weekday \(weekday)"
                    return .none
                }
            }
        }
    }

    @Test func aTestPinsTheCalendarLocaleAndTimeZone() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Agenda.State()) {
                Agenda()
            } withDependencies: {
                $0.calendar = Calendar(identifier: .gregorian)
                $0.locale = Locale(identifier: "ko_KR")
                $0.timeZone = TimeZone(identifier: "Asia/Seoul")!
            }
            // 2026-11-28 15:00 UTC is Sunday the 29th, 00:00 in Seoul (weekday 1).
            await store.send(.show(Date(timeIntervalSince1970: 1_795_878_000))) {
                $0.line = "ko_KR Asia/Seoul weekday 1"
            }
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func anUnpinnedFoundationDependencyIsReportedInATest() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Agenda.State()) { Agenda() }
            await store.send(.show(Date(timeIntervalSince1970: 0))) { $0.line = $0.line }
        }
        #expect(messages.contains { $0.contains("calendar") || $0.contains("Calendar") }, "\(messages)")
    }

    @Test func liveValuesAreTheSystemOnes() {
        withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.urlSession) var urlSession
            @Dependency(\.suspendingClock) var clock
            @Dependency(\.locale) var locale
            #expect(urlSession === URLSession.shared)
            #expect(clock is SuspendingClock)
            #expect(locale == Locale.autoupdatingCurrent)
        }
    }
}
