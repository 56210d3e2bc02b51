import Composable
import DataFlow
import Foundation
import Testing

/// Rows drawn with `ForEach(store.scope(state:action:))`, as TCA's Todos example draws them: a row
/// removed by the parent disappears (no trap for the missing element), and a computed collection
/// (`\.filteredTodos`) can be scoped while actions go to the stored one (`\.todos`).
@MainActor
@Suite struct ScopedForEachTests {
    @Reducer
    struct Todo {
        @ObservableState
        struct State: Equatable, Identifiable {
            let id: Int
            var title: String
            var isComplete = false
        }
        enum Action { case toggleTapped }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .toggleTapped:
                    state.isComplete.toggle()
                    return .none
                }
            }
        }
    }

    @Reducer
    struct Todos {
        @ObservableState
        struct State: Equatable {
            var todos: IdentifiedArrayOf<Todo.State> = []
            var showsOnlyOpen = false
            var filteredTodos: IdentifiedArrayOf<Todo.State> {
                showsOnlyOpen ? todos.filter { !$0.isComplete } : todos
            }
        }
        enum Action {
            case todos(IdentifiedActionOf<Todo>)
            case deleteTapped(id: Int)
            case showOnlyOpenTapped
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .deleteTapped(id):
                    state.todos.remove(id: id)
                    return .none
                case .showOnlyOpenTapped:
                    state.showsOnlyOpen = true
                    return .none
                case .todos:
                    return .none
                }
            }
            .forEach(\.todos, action: \.todos) { Todo() }
        }
    }

    struct TodoRow: View {
        let store: StoreOf<Todo>
        var body: some View {
            HStack {
                Text(store.title)
                Button(store.isComplete ? "Reopen \(store.title)" : "Complete \(store.title)") {
                    store.send(.toggleTapped)
                }
            }
        }
    }

    struct AllTodosView: View {
        let store: StoreOf<Todos>
        var body: some View {
            List {
                ForEach(store.scope(state: \.todos, action: \.todos)) { row in
                    TodoRow(store: row)
                }
                Button("Delete first") {
                    if let id = store.todos.first?.id { store.send(.deleteTapped(id: id)) }
                }
            }
        }
    }

    struct OpenTodosView: View {
        let store: StoreOf<Todos>
        var body: some View {
            List {
                ForEach(store.scope(state: \.filteredTodos, action: \.todos)) { row in
                    TodoRow(store: row)
                }
                Button("Only open") { store.send(.showOnlyOpenTapped) }
            }
        }
    }

    func todos() -> Todos.State {
        Todos.State(todos: [Todo.State(id: 1, title: "Milk"), Todo.State(id: 2, title: "Eggs")])
    }

    @Test func aRowRemovedByTheParentDisappears() throws {
        let store = Store(initialState: todos()) { Todos() }
        let host = ViewHost(AllTodosView(store: store))
        #expect(host.contains(.text("Milk")))
        try host.tap(.button("Delete first"))
        #expect(!host.contains(.text("Milk")), "\(host.render())")
        #expect(host.contains(.text("Eggs")), "\(host.render())")
    }

    @Test func aComputedCollectionShowsItsRowsAndTheirActionsReachTheStoredOnes() throws {
        let store = Store(initialState: todos()) { Todos() }
        let host = ViewHost(OpenTodosView(store: store))
        #expect(host.contains(.text("Milk")), "\(host.render())")
        #expect(host.contains(.text("Eggs")), "\(host.render())")
        try host.tap(.button("Complete Milk"))
        #expect(store.todos[id: 1]?.isComplete == true)
        try host.tap(.button("Only open"))
        #expect(!host.contains(.text("Milk")), "\(host.render())")
        #expect(host.contains(.text("Eggs")), "\(host.render())")
    }
}

extension ScopedForEachTests {
    struct UnlabelledTodosView: View {
        let store: StoreOf<Todos>
        var body: some View {
            List {
                ForEach(store.scope(\.todos, action: \.todos)) { row in
                    TodoRow(store: row)
                }
            }
        }
    }

    @Test func theUnlabelledSpellingScopesACollection() throws {
        let store = Store(initialState: todos()) { Todos() }
        let host = ViewHost(UnlabelledTodosView(store: store))
        #expect(host.contains(.text("Milk")) && host.contains(.text("Eggs")), "\(host.render())")
    }
}
