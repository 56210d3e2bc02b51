// A second tap on Vote counts again: the reducer sets hasVoted but never checks it.
// ko: Vote를 두 번째로 탭해도 또 셉니다. 리듀서가 hasVoted를 켜기만 하고 확인하지는 않습니다.
import Composable

/// Loads the current number of votes (from a server, in a real app).
@DependencyClient
struct VotesClient {
    var load: @Sendable () async throws -> Int
}

extension VotesClient: DependencyKey {
    static let liveValue = VotesClient(load: { 0 })
    static let testValue = VotesClient()
}

extension DependencyValues {
    var votesClient: VotesClient {
        get { self[VotesClient.self] }
        set { self[VotesClient.self] = newValue }
    }
}

/// A vote button: one vote per user, and a count loaded from the server.
@Reducer
struct VoteFeature {
    @ObservableState
    struct State: Equatable {
        var votes = 0
        var hasVoted = false
        var isLoading = false
    }

    enum Action: Equatable {
        case voteButtonTapped
        case loadButtonTapped
        case votesResponse(Int)
        case votesFailed
    }

    @Dependency(\.votesClient) var votesClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .voteButtonTapped:
                state.votes += 1
                state.hasVoted = true
                return .none
            case .loadButtonTapped:
                state.isLoading = true
                return .run { send in
                    do {
                        await send(.votesResponse(try await votesClient.load()))
                    } catch {
                        await send(.votesFailed)
                    }
                }
            case let .votesResponse(votes):
                state.isLoading = false
                state.votes = votes
                return .none
            case .votesFailed:
                state.isLoading = false
                return .none
            }
        }
    }
}
