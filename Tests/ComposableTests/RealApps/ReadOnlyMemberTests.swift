import Composable
import Foundation
import Testing

/// Two shapes TCA's own code writes that did not compile: an optional alert presented with
/// `.ifLet(\.alert, action: \.alert)` and no reducer (TCA's `SharedState-Onboarding` case study;
/// TCA's `ifLet` overload for `_EphemeralState`), and a computed member of a shared value,
/// `state.month.name`, read through swift-sharing's `Shared` subscript that gives a `SharedReader`
/// for a read-only key path ("'name' is a get-only property").
@MainActor
@Suite struct ReadOnlyMemberTests {
    struct Month: Equatable {
        var number: Int
        var name: String { ["January", "February", "March"][number - 1] }
    }

    @Reducer
    struct Topics {
        @ObservableState
        struct State: Equatable {
            @Presents var alert: AlertState<Never>?
            var month: Shared<Month>
            var summary = ""
        }
        enum Action {
            case alert(PresentationAction<Never>)
            case nextButtonTapped
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .alert:
                    return .none
                case .nextButtonTapped:
                    state.summary = "Starts in \(state.month.name)"
                    state.alert = AlertState { TextState("Please choose at least one topic.") }
                    return .none
                }
            }
            .ifLet(\.alert, action: \.alert)
        }
    }

    @Test func anOptionalAlertIsPresentedWithoutAReducerAndAComputedSharedMemberIsRead() async {
        let month = Shared(value: Month(number: 2))
        let store = TestStore(initialState: Topics.State(month: month)) { Topics() }
        await store.send(.nextButtonTapped) {
            $0.summary = "Starts in February"
            $0.alert = AlertState { TextState("Please choose at least one topic.") }
        }
        let name: SharedReader<String> = month.name
        month.withLock { $0.number = 3 }
        #expect(name.wrappedValue == "March")
    }
}
