// A vote adds two to the count instead of one.
// ko: 투표 한 번에 수가 1이 아니라 2 늘어납니다.
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
                guard !state.hasVoted else { return .none }
                state.votes += 2
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
