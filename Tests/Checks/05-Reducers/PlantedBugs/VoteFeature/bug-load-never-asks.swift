// Loading sets isLoading but runs no effect: the client is never asked and no response comes.
// ko: 불러오기가 isLoading은 켜지만 이펙트를 실행하지 않습니다. 클라이언트에게 묻지 않으니 응답도 오지 않습니다.
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
                state.votes += 1
                state.hasVoted = true
                return .none
            case .loadButtonTapped:
                state.isLoading = true
                return .none
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
