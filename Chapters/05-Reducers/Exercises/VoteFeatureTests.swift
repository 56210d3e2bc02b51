// Exercise reducers-test-store: Write a TestStore test
//
// Task: VoteFeature (in the course: Tests/Checks/05-Reducers/VoteFeature.swift, which your editor
// sees; your tests see it as if they were its test target) is a vote button with a count loaded
// from a server:
// - `voteButtonTapped` adds one vote and sets `hasVoted`; a user votes once, so a second tap
//   changes nothing;
// - `loadButtonTapped` sets `isLoading` and runs an effect that calls `votesClient.load()`, then
//   sends `votesResponse(count)` (which stores the count and ends the loading) or, if the client
//   throws, `votesFailed` (which ends the loading).
// Its State is `votes`, `hasVoted`, `isLoading`; its actions are Equatable.
//
// Write Swift Testing tests (`@Test` functions) of VoteFeature with a `TestStore`, in TCA's style:
// `await store.send(action) { expected change of $0 }`, `await store.receive(action) { ... }` for
// what effects send, and `withDependencies: { $0.votesClient.load = { ... } }` to answer for the
// server. The checker runs your tests against the correct VoteFeature, where they must pass, and
// against versions of it with a planted bug, where at least one must fail: a test that would not
// notice a mistake does not test much.
//
// Done when: your tests pass against VoteFeature and catch every planted bug.
//
// From: seed 004 (TCA): features are tested by sending actions and asserting on state. See
// Chapters/05-Reducers/README.md, section 8.
//
// Run: swift run checker check reducers-test-store
import Composable
import Testing

@MainActor
struct VoteFeatureTests {
    @Test func voting() async {
        let store = TestStore(initialState: VoteFeature.State()) { VoteFeature() }
        // TODO: send actions and say how the state must change; add tests for loading.
        _ = store
    }
}
