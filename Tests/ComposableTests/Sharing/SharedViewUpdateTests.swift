import Composable
import DataFlow
import Foundation
import Testing

/// A view that reads `@Shared` state through a store is redrawn when the shared value changes,
/// wherever the change comes from: the feature's own reducer (`state.$cart.withLock { … }`) or
/// another feature holding the same key. swift-sharing's `Shared` is observable ("Shared state is
/// also observable … views will automatically re-render", swift-sharing's README, "Observing
/// changes"; its references conform to `Observable` in `Sources/Sharing/SharedReference.swift`).
@MainActor
@Suite struct SharedViewUpdateTests {
    @Reducer
    struct Shop {
        @ObservableState
        struct State: Equatable {
            @Shared(.inMemory("cart")) var cart: [String] = []
        }
        enum Action {
            case addTapped
        }
        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .addTapped:
                    state.$cart.withLock { $0.append("Apple") }
                    return .none
                }
            }
        }
    }

    struct ShopView: View {
        let store: StoreOf<Shop>
        var body: some View {
            VStack {
                Text("Items: \(store.cart.count)")
                Button("Add") { store.send(.addTapped) }
            }
        }
    }

    @Test func aChangeFromTheFeaturesOwnReducerRedrawsTheView() throws {
        let store = Store(initialState: Shop.State()) { Shop() }
        let host = ViewHost(ShopView(store: store))
        #expect(host.contains(.text("Items: 0")))
        try host.tap(.button("Add"))
        try host.tap(.button("Add"))
        #expect(host.contains(.text("Items: 2")), "\(host.render())")
    }

    @Test func aChangeMadeByAnotherHolderOfTheKeyRedrawsTheView() throws {
        let store = Store(initialState: Shop.State()) { Shop() }
        let host = ViewHost(ShopView(store: store))
        #expect(host.contains(.text("Items: 0")))
        @Shared(.inMemory("cart")) var cart: [String] = []
        $cart.withLock { $0 += ["Pear", "Plum", "Fig"] }
        host.settle()
        #expect(host.contains(.text("Items: 3")), "\(host.render())")
    }
}
