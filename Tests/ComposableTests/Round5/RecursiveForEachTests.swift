import Composable
import Foundation
import Testing

/// A reducer whose body runs itself for each of its rows, as TCA's "Recursion" case study does
/// (`Examples/CaseStudies/SwiftUICaseStudies/05-HigherOrderReducers-Recursion.swift`:
/// `.forEach(\.rows, action: \.rows) { Self() }`, "how `Reducer` bodies can recursively nest
/// themselves"). Rows nested at any depth add rows and are renamed through the same reducer.
@MainActor
@Suite struct RecursiveForEachTests {
    @Reducer
    struct Nested {
        @ObservableState
        struct State: Equatable, Identifiable {
            let id: UUID
            var name = ""
            var rows: IdentifiedArrayOf<State> = []
        }
        enum Action {
            case addRowButtonTapped
            case nameTextFieldChanged(String)
            indirect case rows(IdentifiedActionOf<Nested>)
        }
        @Dependency(\.uuid) var uuid
        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .addRowButtonTapped:
                    state.rows.append(State(id: uuid()))
                    return .none
                case let .nameTextFieldChanged(name):
                    state.name = name
                    return .none
                case .rows:
                    return .none
                }
            }
            .forEach(\.rows, action: \.rows) { Self() }
        }
    }

    @Test func rowsNestedThreeLevelsDeepRunTheSameReducer() async {
        let root = UUID(100)
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Nested.State(id: root)) {
                Nested()
            } withDependencies: {
                $0.uuid = .incrementing
            }
            await store.send(.addRowButtonTapped) { $0.rows = [Nested.State(id: UUID(0))] }
            await store.send(.rows(.element(id: UUID(0), action: .addRowButtonTapped))) {
                $0.rows[id: UUID(0)]?.rows = [Nested.State(id: UUID(1))]
            }
            await store.send(
                .rows(
                    .element(id: UUID(0), action: .rows(.element(id: UUID(1), action: .nameTextFieldChanged("Leaf")))))
            ) {
                $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.name = "Leaf"
            }
        }
        #expect(messages.isEmpty, "\(messages)")
    }
}
