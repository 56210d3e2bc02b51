import Composable
import Foundation
import Testing

/// `@Reducer` leaves a feature's domain where the feature puts it, as TCA's macro does
/// (swift-composable-architecture, `Sources/ComposableArchitectureMacros/ReducerMacro.swift`): a
/// feature with a `body` may declare its `State` and `Action` in an extension, and a placeholder
/// written before its domain, `@Reducer struct Wallet {}`, gets an empty `State` (observable,
/// `Codable`, `Equatable`, `Hashable`, `Sendable`), an empty `Action` and an `EmptyReducer` body.
/// Both failed to compile with "@Reducer needs … to declare its State".
@MainActor
@Suite struct ReducerDomainTests {
    @Reducer
    struct Tally {
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .addTapped:
                    state.count += 1
                    return .none
                }
            }
        }
    }

    @Reducer
    struct Wallet {}

    @Reducer
    struct Onboarding {
        @Reducer
        enum Path {
            case tally(Tally)
            case wallet(Wallet)
        }

        @ObservableState
        struct State: Equatable {
            var path = StackState<Path.State>()
        }

        enum Action {
            case path(StackActionOf<Path>)
            case walletTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .walletTapped:
                    state.path.append(.wallet(Wallet.State()))
                    return .none
                case .path:
                    return .none
                }
            }
            .forEach(\.path, action: \.path)
        }
    }

    @Test func aFeatureDeclaresItsStateAndActionInAnExtension() async {
        let store = TestStore(initialState: Tally.State()) { Tally() }
        await store.send(.addTapped) { $0.count = 1 }
    }

    @Test func aPlaceholderFeatureGetsAnEmptyDomain() async {
        #expect(Wallet.State() == Wallet.State())
        let encoded = try? JSONEncoder().encode(Wallet.State())
        #expect(encoded != nil)
        let store = TestStore(initialState: Onboarding.State()) { Onboarding() }
        await store.send(.walletTapped) {
            $0.path.append(.wallet(Wallet.State()))
        }
    }
}

extension ReducerDomainTests.Tally {
    @ObservableState
    struct State: Equatable {
        var count = 0
    }

    enum Action {
        case addTapped
    }
}

extension ReducerDomainTests.Onboarding.Path.State: Equatable {}
