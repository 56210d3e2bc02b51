// The loaded count is dropped: votesResponse ends the loading but keeps the old count.
// ko: 불러온 수를 버립니다. votesResponse가 불러오기는 끝내지만 이전 수를 그대로 둡니다.
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
                return .run { send in
                    do {
                        await send(.votesResponse(try await votesClient.load()))
                    } catch {
                        await send(.votesFailed)
                    }
                }
            case let .votesResponse(votes):
                state.isLoading = false
                _ = votes
                return .none
            case .votesFailed:
                state.isLoading = false
                return .none
            }
        }
    }
}
