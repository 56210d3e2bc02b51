import Composable
import Foundation
import Testing

/// A destination written by hand as a `@Reducer struct` with its own `enum State` and `enum
/// Action` (TCA's `PresentationItemTestCase` in its Integration app): `@Reducer` makes the `State`
/// enum `@CasePathable @dynamicMemberLookup`, as TCA's macro does
/// (`Sources/ComposableArchitectureMacros/ReducerMacro.swift`), so `Scope(state: \.childA, …)`
/// names its case and `state.destination?.childA` reads it. It did not compile ("requires that
/// 'Destination.State' conform to 'CasePathable'").
@MainActor
@Suite struct HandWrittenDestinationTests {
    @Reducer
    struct Child {
        @ObservableState
        struct State: Equatable { var count = 0 }
        enum Action: Equatable { case incrementTapped }
        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.count += 1
                return .none
            }
        }
    }

    @Reducer
    struct Destination {
        enum State: Equatable {
            case childA(Child.State)
            case childB(Child.State)
        }
        enum Action: Equatable {
            case childA(Child.Action)
            case childB(Child.Action)
        }
        var body: some Reducer<State, Action> {
            Scope(state: \.childA, action: \.childA) { Child() }
            Scope(state: \.childB, action: \.childB) { Child() }
        }
    }

    @Reducer
    struct Feature {
        @ObservableState
        struct State: Equatable {
            @Presents var destination: Destination.State?
        }
        enum Action: Equatable {
            case childAButtonTapped
            case destination(PresentationAction<Destination.Action>)
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .childAButtonTapped:
                    state.destination = .childA(Child.State())
                    return .none
                case .destination:
                    return .none
                }
            }
            .ifLet(\.$destination, action: \.destination) { Destination() }
        }
    }

    @Test func aHandWrittenDestinationScopesAndReadsItsCases() async {
        let store = TestStore(initialState: Feature.State()) { Feature() }
        await store.send(.childAButtonTapped) {
            $0.destination = .childA(Child.State())
        }
        await store.send(.destination(.presented(.childA(.incrementTapped)))) {
            $0.destination?.childA?.count = 1
        }
        #expect(store.state.destination?.childA?.count == 1)
        #expect(store.state.destination?.childB == nil)
    }
}
