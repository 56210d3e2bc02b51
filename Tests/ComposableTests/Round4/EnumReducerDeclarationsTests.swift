import Composable
import Foundation
import Testing

/// A `@Reducer enum` keeps an `Action` or a `body` it writes itself, as TCA's macro does (TCA's
/// SyncUps and TicTacToe examples write them); the macro generates only what is missing.
@MainActor
@Suite struct EnumReducerDeclarationsTests {
    @Reducer
    struct Login {
        @ObservableState
        struct State: Equatable { var name = "" }
        enum Action { case nameChanged(String) }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .nameChanged(name):
                    state.name = name
                    return .none
                }
            }
        }
    }

    @Reducer
    struct Game {
        @ObservableState
        struct State: Equatable { var moves = 0 }
        enum Action { case moveMade }
        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.moves += 1
                return .none
            }
        }
    }

    /// Its own body, as TicTacToe's app feature writes one.
    @Reducer
    enum Screen {
        case login(Login)
        case game(Game)

        static var body: some ReducerOf<Self> {
            Scope(state: \.login, action: \.login) { Login() }
            Scope(state: \.game, action: \.game) { Game() }
        }
    }

    /// Its own action enum.
    @Reducer
    enum Destination {
        case login(Login)
        case game(Game)

        @CasePathable
        enum Action {
            case login(Login.Action)
            case game(Game.Action)
        }
    }

    @Test func anEnumReducerWithItsOwnBodyRunsIt() {
        var state = Screen.State.login(Login.State())
        _ = Screen.body.reduce(into: &state, action: .login(.nameChanged("Blob")))
        #expect(state.login?.name == "Blob")
        state = .game(Game.State())
        _ = Screen.body.reduce(into: &state, action: .game(.moveMade))
        #expect(state.game?.moves == 1)
    }

    @Test func anEnumReducerWithItsOwnActionUsesIt() {
        var state = Destination.State.game(Game.State())
        _ = Destination.body.reduce(into: &state, action: Destination.Action.game(.moveMade))
        #expect(state.game?.moves == 1)
    }
}
