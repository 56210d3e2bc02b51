import Composable
import DataFlow
import Testing

/// TCA 1.5's enum-driven navigation: a store scoped to one case of a `@PresentationState`
/// destination, `store.scope(state: \.$destination.editor, action: \.destination.editor)`, is
/// presented while the destination is in that case (TCA's `PresentationState.subscript(dynamicMember:)`
/// in `Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift`).
@MainActor
@Suite struct PresentationStateCaseTests {
    struct Editor: Reducer {
        struct State: Equatable { var count = 0 }
        enum Action: Equatable { case incrementButtonTapped }
        func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
            state.count += 1
            return .none
        }
    }

    @Reducer
    struct Destination {
        enum State: Equatable {
            case editor(Editor.State)
            case other
        }
        enum Action: Equatable {
            case editor(Editor.Action)
            case other
        }
        var body: some ReducerOf<Self> {
            Scope(state: \.editor, action: \.editor) { Editor() }
        }
    }

    @Reducer
    struct Parent {
        struct State: Equatable {
            @PresentationState var destination: Destination.State?
        }
        enum Action: Equatable {
            case destination(PresentationAction<Destination.Action>)
            case editButtonTapped
            case otherButtonTapped
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .editButtonTapped: state.destination = .editor(Editor.State(count: 1))
                case .otherButtonTapped: state.destination = .other
                case .destination: break
                }
                return .none
            }
            .ifLet(\.$destination, action: \.destination) { Destination() }
        }
    }

    @Test func theCaseProjectionIsPresentedWhileTheDestinationIsInThatCase() {
        var state = Parent.State()
        #expect(state.$destination.editor.wrappedValue == nil)
        state.destination = .editor(Editor.State(count: 1))
        #expect(state.$destination.editor.wrappedValue == Editor.State(count: 1))
        state.destination = .other
        #expect(state.$destination.editor.wrappedValue == nil)
    }

    @Test func aSheetOfOneCaseShowsAndSwipingItAwayDismissesTheDestination() throws {
        try (self as any PresentationStateCaseTestsScenarios).runSheetOfOneCase()
    }
}

/// The body of the sheet test, which calls API TCA deprecates: Swift Testing refuses `@Test` on a
/// deprecated function, so the test calls it through this requirement, witnessed by a deprecated
/// method (no deprecation warning at the call).
@MainActor
private protocol PresentationStateCaseTestsScenarios {
    func runSheetOfOneCase() throws
}

extension PresentationStateCaseTests: PresentationStateCaseTestsScenarios {
    @available(*, deprecated)
    struct ParentView: View {
        let store: StoreOf<Parent>
        var body: some View {
            VStack {
                Button("Edit") { store.send(.editButtonTapped) }
                Button("Other") { store.send(.otherButtonTapped) }
            }
            .sheet(store: store.scope(state: \.$destination.editor, action: \.destination.editor)) { editorStore in
                WithViewStore(editorStore, observe: { $0.count }) { viewStore in
                    Text("Editing \(viewStore.state)")
                }
            }
        }
    }

    @available(*, deprecated)
    func runSheetOfOneCase() throws {
        let store = Store(initialState: Parent.State()) { Parent() }
        let host = ViewHost(ParentView(store: store))
        try host.tap(.button("Other"))
        #expect(!host.isPresentingSheet)

        try host.tap(.button("Edit"))
        #expect(host.isPresentingSheet)
        #expect(host.contains(.text("Editing 1")))

        try host.dismissSheet()
        #expect(store.withState(\.destination) == nil)
        #expect(!host.isPresentingSheet)
    }
}
