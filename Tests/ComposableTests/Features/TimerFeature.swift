import Composable

/// A timer: a long-living effect on the `\.continuousClock` dependency, cancelled by id; and a
/// reset that goes through a `.send` effect.
struct TimerFeature: Reducer {
    struct State: Equatable {
        var seconds = 0
        var isRunning = false
    }

    enum Action: Equatable {
        case startButtonTapped
        case stopButtonTapped
        case tick
        case resetButtonTapped
        case resetFinished
    }

    enum CancelID { case timer }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .startButtonTapped:
            state.isRunning = true
            return .run { send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .stopButtonTapped:
            state.isRunning = false
            return .cancel(id: CancelID.timer)
        case .tick:
            state.seconds += 1
            return .none
        case .resetButtonTapped:
            return .send(.resetFinished)
        case .resetFinished:
            state.seconds = 0
            return .none
        }
    }
}

extension TimerFeature.Action: CasePathable {
    struct AllCasePaths {
        var tick: AnyCasePath<TimerFeature.Action, Void> {
            AnyCasePath(embed: { .tick }, extract: { if case .tick = $0 { () } else { nil } })
        }
        var resetFinished: AnyCasePath<TimerFeature.Action, Void> {
            AnyCasePath(embed: { .resetFinished }, extract: { if case .resetFinished = $0 { () } else { nil } })
        }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
}
