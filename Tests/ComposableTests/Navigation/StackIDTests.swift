import Composable
import Foundation
import Testing

/// Stack ids in a test as TCA assigns them: a test that pushes a screen itself
/// (`.path(.push(id: 0, state: …))`, as TCA's "Testing navigation stacks" does) moves the test
/// store's id generator past that id, so a later `append` by the reducer takes the next one; and
/// an expectation closure appends from where the generator stood before the action (TCA's
/// `StackReducer` in test context, and its `TestStore` running assertions with a copy of the
/// generator).
@MainActor
@Suite struct StackIDTests {
    @Reducer
    struct Detail {
        @ObservableState
        struct State: Equatable { var title: String }
        enum Action { case duplicateTapped }
    }

    @Reducer
    struct Pages {
        @ObservableState
        struct State: Equatable {
            var path = StackState<Detail.State>()
        }
        enum Action {
            case path(StackActionOf<Detail>)
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .path(.element(id: id, action: .duplicateTapped)):
                    guard let title = state.path[id: id]?.title else { return .none }
                    state.path.append(Detail.State(title: title + " copy"))
                    return .none
                case .path:
                    return .none
                }
            }
            .forEach(\.path, action: \.path) { Detail() }
        }
    }

    @Test func aPushSentByTheTestMovesTheGeneratorPastItsID() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Pages.State()) { Pages() }
            await store.send(.path(.push(id: 0, state: Detail.State(title: "A")))) {
                $0.path[id: 0] = Detail.State(title: "A")
            }
            await store.send(.path(.element(id: 0, action: .duplicateTapped))) {
                $0.path[id: 1] = Detail.State(title: "A copy")
            }
            // The closure's own append numbers the screen as the reducer did.
            await store.send(.path(.element(id: 1, action: .duplicateTapped))) {
                $0.path.append(Detail.State(title: "A copy copy"))
            }
            #expect(store.state.path.ids == [0, 1, 2])
        }
        #expect(messages.isEmpty, "\(messages)")
    }
}
