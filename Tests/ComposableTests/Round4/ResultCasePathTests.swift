import Composable
import Foundation
import Testing

/// `Result` has case paths, so a test receives `\.factResponse.success` as TCA's own tests do
/// (swift-case-paths makes `Result` `CasePathable`; TCA's tests write
/// `await store.receive(\.numberFactResponse.success)`).
@MainActor
@Suite struct ResultCasePathTests {
    struct FactError: Error, Equatable {}

    @Reducer
    struct Fact {
        @ObservableState
        struct State: Equatable {
            var fact: String?
            var failed = false
        }
        enum Action {
            case fetchTapped(Int)
            case factResponse(Result<String, any Error>)
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .fetchTapped(number):
                    return .run { send in
                        await send(
                            .factResponse(number < 0 ? .failure(FactError()) : .success("\(number) is a number.")))
                    }
                case let .factResponse(.success(fact)):
                    state.fact = fact
                    return .none
                case .factResponse(.failure):
                    state.failed = true
                    return .none
                }
            }
        }
    }

    @Test func aTestReceivesTheSuccessCaseByItsPath() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Fact.State()) { Fact() }
            await store.send(.fetchTapped(3))
            await store.receive(\.factResponse.success) { $0.fact = "3 is a number." }
            await store.send(.fetchTapped(-1))
            await store.receive(\.factResponse.failure) { $0.failed = true }
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func theCasePathsEmbedAndExtract() {
        let success: Result<Int, FactError> = .success(1)
        #expect(Result<Int, FactError>.allCasePaths.success.extract(from: success) == 1)
        #expect(Result<Int, FactError>.allCasePaths.failure.extract(from: success) == nil)
        #expect(success[case: \.success] == 1)
        #expect(success.is(\.success))
    }
}
