import Composable
import Testing

/// `TaskResult`, the payload TCA 1.0–1.3 features give an effect's response
/// (`.response(TaskResult { try await client.fetch() })`), kept by TCA with a soft deprecation
/// (`@available(*, message:)` in `Internal/Deprecations.swift`: no warning): it catches the
/// error, compares failures by their errors (`Equatable` errors by `==`, others never equal, as
/// TCA's `==` does), and has `\.success`/`\.failure` case paths.
@MainActor
@Suite struct TaskResultTests {
    struct FactError: Error, Equatable {}

    struct Fact: Reducer {
        struct State: Equatable {
            var fact: String?
            var failed = false
        }
        enum Action: Equatable {
            case fetchButtonTapped(Int)
            case factResponse(TaskResult<String>)
        }
        func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
            switch action {
            case let .fetchButtonTapped(number):
                return .run { send in
                    await send(
                        .factResponse(
                            TaskResult {
                                guard number >= 0 else { throw FactError() }
                                return "\(number) is a number."
                            }))
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

    @Test func aTestStoreReceivesTheResultAsAnEquatableAction() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Fact.State()) { Fact() }
            await store.send(.fetchButtonTapped(3))
            await store.receive(.factResponse(.success("3 is a number."))) { $0.fact = "3 is a number." }
            await store.send(.fetchButtonTapped(-1))
            await store.receive(.factResponse(.failure(FactError()))) { $0.failed = true }
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func failuresAreEqualWhenTheirErrorsAre() throws {
        struct Other: Error {}
        #expect(TaskResult<Int>.failure(FactError()) == .failure(FactError()))
        #expect(TaskResult<Int>.failure(FactError()) != .failure(Other()))
        #expect(TaskResult<Int>.failure(Other()) != .failure(Other()))
        #expect(TaskResult<Int>.success(1) != .failure(FactError()))
        #expect(TaskResult<Int>.allCasePaths.success.extract(from: .success(2)) == 2)
        #expect(try TaskResult<Int>.success(4).map { $0 * 2 }.value == 8)
    }
}
