// No Scope: the parent runs TeamFeature's reduce on each team's state itself.
// Exercise reducers-scope-child: Compose a feature from child features
//
// Task: the scoreboard is made of two TeamFeatures, one for each team; TeamView shows one team
// from a store scoped to it. The views are written, but tapping "Home +1" or "Away +1" does
// nothing: ScoreboardFeature's body runs its own reducer only. Run each team's reducer on its
// part of the state with `Scope(state:action:)`, one per team, and keep the scoreboard's own
// "Reset" working.
//
// Done when: "Home +1" and "Away +1" change their own team's points only, and "Reset" sets both
// to 0.
//
// From: seed 003 (Point-Free #65): an app made of small features that can be built in isolation
// and composed. See Chapters/05-Reducers/README.md, section 7.
//
// Run: swift run checker check reducers-scope-child
import Composable
import DataFlow

/// One team's points.
@Reducer
struct TeamFeature {
    @ObservableState
    struct State: Equatable {
        var name: String
        var points = 0
    }

    enum Action: Equatable {
        case scoreButtonTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .scoreButtonTapped:
                state.points += 1
                return .none
            }
        }
    }
}

/// Two teams and a reset.
@Reducer
struct ScoreboardFeature {
    @ObservableState
    struct State: Equatable {
        var home = TeamFeature.State(name: "Home")
        var away = TeamFeature.State(name: "Away")
    }

    enum Action: Equatable {
        case home(TeamFeature.Action)
        case away(TeamFeature.Action)
        case resetButtonTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .home(teamAction):
                return TeamFeature().reduce(into: &state.home, action: teamAction).map(Action.home)
            case let .away(teamAction):
                return TeamFeature().reduce(into: &state.away, action: teamAction).map(Action.away)
            case .resetButtonTapped:
                state.home.points = 0
                state.away.points = 0
                return .none
            }
        }
    }
}

struct TeamView: View {
    let store: StoreOf<TeamFeature>

    var body: some View {
        HStack {
            Text("\(store.name): \(store.points)")
            Button("\(store.name) +1") { store.send(.scoreButtonTapped) }
        }
    }
}

struct ScoreboardView: View {
    let store: StoreOf<ScoreboardFeature>

    var body: some View {
        VStack {
            TeamView(store: store.scope(state: \.home, action: \.home))
            TeamView(store: store.scope(state: \.away, action: \.away))
            Button("Reset") { store.send(.resetButtonTapped) }
        }
    }
}
