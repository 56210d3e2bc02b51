import Composable
import DataFlow
import Testing

/// `ForEachStore`, as TCA 1.0–1.6 views list child features: a row per element, identified by
/// id, each with its element's store (TCA's `Sources/ComposableArchitecture/SwiftUI/ForEachStore.swift`
/// up to 1.23). Both action shapes TCA accepted: `IdentifiedAction` (1.4+) and the `(id:action:)`
/// pair of 1.0–1.3, with the reducer's `forEach(_:action: /Action.row(id:action:))`.
@MainActor
@Suite struct ForEachStoreTests {
    @available(*, deprecated)
    struct Row: Reducer {
        struct State: Equatable, Identifiable {
            let id: Int
            var title: String
            var isDone = false
        }
        enum Action: Equatable { case doneButtonTapped }
        func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
            state.isDone = true
            return .none
        }
    }

    @available(*, deprecated)
    struct Rows: Reducer {
        struct State: Equatable {
            var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1, title: "Milk"), Row.State(id: 2, title: "Eggs")]
        }
        enum Action: Equatable {
            case row(id: Int, action: Row.Action)
            case removeFirstButtonTapped
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case .removeFirstButtonTapped = action { state.rows.removeFirst() }
                return .none
            }
            .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
        }
    }

    @available(*, deprecated)
    struct RowView: View {
        let store: StoreOf<Row>
        var body: some View {
            WithViewStore(store, observe: { $0 }) { viewStore in
                Button(viewStore.isDone ? "\(viewStore.title) done" : "Finish \(viewStore.title)") {
                    viewStore.send(.doneButtonTapped)
                }
            }
        }
    }

    @available(*, deprecated)
    struct RowsView: View {
        let store: StoreOf<Rows>
        var body: some View {
            List {
                Button("Remove first") { store.send(.removeFirstButtonTapped) }
                ForEachStore(store.scope(state: \.rows, action: { .row(id: $0, action: $1) })) { rowStore in
                    RowView(store: rowStore)
                }
            }
        }
    }

    @Test func rowsByIdSendTheirActionsToTheirElement() throws {
        try (self as any ForEachStoreTestsScenarios).runRowsByIdSendTheirActionsToTheirElement()
    }

    @available(*, deprecated)
    @Reducer
    struct Identified {
        struct State: Equatable {
            var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 7, title: "Bread")]
        }
        enum Action {
            case rows(IdentifiedActionOf<Row>)
        }
        var body: some ReducerOf<Self> {
            EmptyReducer().forEach(\.rows, action: \.rows) { Row() }
        }
    }

    @Test func identifiedActionsWork() throws {
        try (self as any ForEachStoreTestsScenarios).runIdentifiedActionsWork()
    }
}

/// The bodies of `ForEachStoreTests`'s tests, which call API TCA deprecates: Swift Testing refuses `@Test`
/// on a deprecated function, so each test calls its body through this requirement, witnessed by
/// a deprecated method (no deprecation warning at the call).
@MainActor
private protocol ForEachStoreTestsScenarios {
    func runRowsByIdSendTheirActionsToTheirElement() throws
    func runIdentifiedActionsWork() throws
}

extension ForEachStoreTests: ForEachStoreTestsScenarios {
    @available(*, deprecated)
    func runRowsByIdSendTheirActionsToTheirElement() throws {
        let store = Store(initialState: Rows.State()) { Rows() }
        let host = ViewHost(RowsView(store: store))
        #expect(host.contains(.button("Finish Milk")))
        #expect(host.contains(.button("Finish Eggs")))

        try host.tap(.button("Finish Eggs"))
        #expect(store.withState(\.rows[id: 2]?.isDone) == true)
        #expect(store.withState(\.rows[id: 1]?.isDone) == false)
        #expect(host.contains(.button("Eggs done")))

        try host.tap(.button("Remove first"))
        #expect(!host.contains(.button("Finish Milk")))
        #expect(host.contains(.button("Eggs done")))
    }

    @available(*, deprecated)
    func runIdentifiedActionsWork() throws {
        let store = Store(initialState: Identified.State()) { Identified() }
        let host = ViewHost(
            List {
                ForEachStore(store.scope(state: \.rows, action: \.rows)) { RowView(store: $0) }
            })
        try host.tap(.button("Finish Bread"))
        #expect(store.withState(\.rows[id: 7]?.isDone) == true)
        #expect(host.contains(.button("Bread done")))
    }
}
