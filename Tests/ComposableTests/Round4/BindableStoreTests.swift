import Composable
import DataFlow
import Foundation
import Testing

/// Bindable features as TCA writes them today: a store's field written directly
/// (`store.isComplete.toggle()` sends a binding action, TCA's "Bindings" article), a
/// `BindingReducer(action: \.view)` for bindable view actions, and an alert button that sends its
/// action with an animation (`ButtonStateAction.send(_:animation:)`).
@MainActor
@Suite struct BindableStoreTests {
    @Reducer
    struct Todo {
        @ObservableState
        struct State: Equatable {
            var title = "Milk"
            var isComplete = false
        }
        enum Action: BindableAction {
            case binding(BindingAction<State>)
        }
        var body: some ReducerOf<Self> {
            BindingReducer()
        }
    }

    struct TodoRow: View {
        let store: StoreOf<Todo>
        var body: some View {
            Button(store.isComplete ? "Done: \(store.title)" : "Open: \(store.title)") {
                store.isComplete.toggle()
            }
        }
    }

    @Test func writingAStoreFieldSendsABindingAction() throws {
        let store = Store(initialState: Todo.State()) { Todo() }
        let host = ViewHost(TodoRow(store: store))
        try host.tap(.button("Open: Milk"))
        #expect(store.isComplete)
        #expect(host.contains(.button("Done: Milk")), "\(host.render())")
        store.title = "Eggs"
        host.settle()
        #expect(host.contains(.button("Done: Eggs")), "\(host.render())")
    }

    @Reducer
    struct Settings {
        @ObservableState
        struct State: Equatable { var name = "" }
        enum Action: ViewAction {
            case view(View)
            @CasePathable
            enum View: BindableAction {
                case binding(BindingAction<State>)
            }
        }
        var body: some ReducerOf<Self> {
            BindingReducer(action: \.view)
        }
    }

    @Test func aBindingReducerAppliesBindableViewActions() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Settings.State()) { Settings() }
            await store.send(.view(.binding(.set(\.name, "Blob")))) { $0.name = "Blob" }
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func anAlertButtonCarriesItsAnimation() {
        let button = ButtonState<Int>(action: .send(1, animation: .default)) { TextState("Delete") }
        #expect(button.action.action == 1)
        #expect(button.action.animation == .default)
        #expect(button.map { "\($0)" }.action.animation == .default)
        #expect(ButtonStateAction<Int>.send(1) != ButtonStateAction<Int>.send(1, animation: .default))
    }
}
