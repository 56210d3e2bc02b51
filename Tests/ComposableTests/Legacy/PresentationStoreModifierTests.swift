import Composable
import DataFlow
import Testing

/// The presentation modifiers TCA 1.0–1.6 views give a store of `PresentationState`:
/// `sheet(store:)` shows while the child is there and swiping it away sends `.dismiss`;
/// `sheet(store:state:action:)` shows one case of a destination enum; `alert(store:)` buttons
/// send their actions (TCA's `Sources/ComposableArchitecture/SwiftUI/Sheet.swift`, `Alert.swift`
/// and `PresentationModifier.swift` up to 1.23).
@MainActor
@Suite struct PresentationStoreModifierTests {
    @available(*, deprecated)
    struct Parent: Reducer {
        struct State: Equatable {
            @PresentationState var child: LegacyCounter.State?
            @PresentationState var destination: Destination.State?
        }
        enum Action: Equatable {
            case child(PresentationAction<LegacyCounter.Action>)
            case destination(PresentationAction<Destination.Action>)
            case showChildButtonTapped
            case showAlertButtonTapped
            case showEditorButtonTapped
        }
        struct Destination: Reducer {
            enum State: Equatable {
                case alert(AlertState<Action.Alert>)
                case editor(LegacyCounter.State)
            }
            enum Action: Equatable {
                case alert(Alert)
                case editor(LegacyCounter.Action)
                enum Alert: Equatable { case confirm }
            }
            var body: some ReducerOf<Self> {
                Scope(state: /State.editor, action: /Action.editor) { LegacyCounter() }
            }
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .showChildButtonTapped:
                    state.child = LegacyCounter.State(count: 3)
                case .showAlertButtonTapped:
                    state.destination = .alert(
                        AlertState {
                            TextState("Sure?")
                        } actions: {
                            ButtonState(action: .confirm) { TextState("Confirm") }
                        })
                case .showEditorButtonTapped:
                    state.destination = .editor(LegacyCounter.State(count: 40))
                case .destination(.presented(.alert(.confirm))):
                    state.child = LegacyCounter.State(count: 99)
                case .child, .destination:
                    break
                }
                return .none
            }
            .ifLet(\.$child, action: /Action.child) { LegacyCounter() }
            .ifLet(\.$destination, action: /Action.destination) { Destination() }
        }
    }

    @available(*, deprecated)
    struct ParentView: View {
        let store: StoreOf<Parent>
        var body: some View {
            VStack {
                Button("Show child") { store.send(.showChildButtonTapped) }
                Button("Show alert") { store.send(.showAlertButtonTapped) }
                Button("Show editor") { store.send(.showEditorButtonTapped) }
            }
            .sheet(store: store.scope(state: \.$child, action: { .child($0) })) { childStore in
                WithViewStore(childStore, observe: { $0.count }) { viewStore in
                    Text("Sheet count: \(viewStore.state)")
                }
            }
            .alert(
                store: store.scope(state: \.$destination, action: { .destination($0) }),
                state: /Parent.Destination.State.alert, action: Parent.Destination.Action.alert
            )
            .fullScreenCover(
                store: store.scope(state: \.$destination, action: { .destination($0) }),
                state: /Parent.Destination.State.editor, action: Parent.Destination.Action.editor
            ) { editorStore in
                WithViewStore(editorStore, observe: { $0.count }) { viewStore in
                    Text("Editor count: \(viewStore.state)")
                    Button("Editor +") { viewStore.send(.incrementButtonTapped) }
                }
            }
        }
    }

    @Test func sheetShowsWhileTheChildIsThereAndSwipingAwaySendsDismiss() throws {
        try (self as any PresentationStoreModifierTestsScenarios)
            .runSheetShowsWhileTheChildIsThereAndSwipingAwaySendsDismiss()
    }

    @Test func oneCaseOfADestinationShowsWithThatCasesStore() throws {
        try (self as any PresentationStoreModifierTestsScenarios).runOneCaseOfADestinationShowsWithThatCasesStore()
    }

    @Test func navigationDestinationPushesTheChildAndGoingBackDismissesIt() throws {
        try (self as any PresentationStoreModifierTestsScenarios).runNavigationDestinationPushes()
    }

    @Test func ifLetStoreShowsOneCaseOfADestination() throws {
        try (self as any PresentationStoreModifierTestsScenarios).runIfLetStoreShowsOneCase()
    }

    @Test func alertButtonsSendTheirActionsAndTheAlertGoes() throws {
        try (self as any PresentationStoreModifierTestsScenarios).runAlertButtonsSendTheirActionsAndTheAlertGoes()
    }
}

/// The bodies of `PresentationStoreModifierTests`'s tests, which call API TCA deprecates: Swift Testing refuses `@Test`
/// on a deprecated function, so each test calls its body through this requirement, witnessed by
/// a deprecated method (no deprecation warning at the call).
@MainActor
private protocol PresentationStoreModifierTestsScenarios {
    func runIfLetStoreShowsOneCase() throws
    func runNavigationDestinationPushes() throws
    func runSheetShowsWhileTheChildIsThereAndSwipingAwaySendsDismiss() throws
    func runOneCaseOfADestinationShowsWithThatCasesStore() throws
    func runAlertButtonsSendTheirActionsAndTheAlertGoes() throws
}

extension PresentationStoreModifierTests: PresentationStoreModifierTestsScenarios {
    @available(*, deprecated)
    struct InlineEditorView: View {
        let store: StoreOf<Parent>
        var body: some View {
            VStack {
                Button("Show editor") { store.send(.showEditorButtonTapped) }
                IfLetStore(
                    store.scope(state: \.$destination, action: { .destination($0) }),
                    state: /Parent.Destination.State.editor, action: Parent.Destination.Action.editor
                ) { editorStore in
                    WithViewStore(editorStore, observe: { $0.count }) { viewStore in
                        Text("Inline editor: \(viewStore.state)")
                    }
                } else: {
                    Text("No editor")
                }
            }
        }
    }

    @available(*, deprecated)
    func runIfLetStoreShowsOneCase() throws {
        let store = Store(initialState: Parent.State()) { Parent() }
        let host = ViewHost(InlineEditorView(store: store))
        #expect(host.contains(.text("No editor")))
        try host.tap(.button("Show editor"))
        #expect(host.contains(.text("Inline editor: 40")))
    }

    @available(*, deprecated)
    struct DrillDownView: View {
        let store: StoreOf<Parent>
        var body: some View {
            NavigationStack {
                Button("Show child") { store.send(.showChildButtonTapped) }
                    .navigationDestination(store: store.scope(state: \.$child, action: { .child($0) })) { childStore in
                        WithViewStore(childStore, observe: { $0.count }) { viewStore in
                            Text("Pushed count: \(viewStore.state)")
                        }
                    }
            }
        }
    }

    @available(*, deprecated)
    func runNavigationDestinationPushes() throws {
        let store = Store(initialState: Parent.State()) { Parent() }
        let host = ViewHost(DrillDownView(store: store))
        try host.tap(.button("Show child"))
        #expect(host.pushedScreenCount == 1)
        #expect(host.contains(.text("Pushed count: 3")))

        try host.goBack()
        #expect(store.withState(\.child) == nil)
        #expect(host.pushedScreenCount == 0)
    }

    @available(*, deprecated)
    func runSheetShowsWhileTheChildIsThereAndSwipingAwaySendsDismiss() throws {
        let store = Store(initialState: Parent.State()) { Parent() }
        let host = ViewHost(ParentView(store: store))
        #expect(!host.isPresentingSheet)

        try host.tap(.button("Show child"))
        #expect(host.isPresentingSheet)
        #expect(host.contains(.text("Sheet count: 3")))

        try host.dismissSheet()
        #expect(store.withState(\.child) == nil)
        #expect(!host.isPresentingSheet)
    }

    @available(*, deprecated)
    func runOneCaseOfADestinationShowsWithThatCasesStore() throws {
        let store = Store(initialState: Parent.State()) { Parent() }
        let host = ViewHost(ParentView(store: store))
        try host.tap(.button("Show editor"))
        #expect(host.contains(.text("Editor count: 40")))

        try host.tap(.button("Editor +"))
        #expect(store.withState(\.destination) == .editor(LegacyCounter.State(count: 41)))
        #expect(host.contains(.text("Editor count: 41")))
    }

    @available(*, deprecated)
    func runAlertButtonsSendTheirActionsAndTheAlertGoes() throws {
        let store = Store(initialState: Parent.State()) { Parent() }
        let host = ViewHost(ParentView(store: store))
        try host.tap(.button("Show alert"))
        #expect(host.isPresentingAlert)

        try host.tap(.button("Confirm"))
        #expect(store.withState(\.child?.count) == 99)
        #expect(store.withState(\.destination) == nil)
        #expect(!host.isPresentingAlert)
    }
}
