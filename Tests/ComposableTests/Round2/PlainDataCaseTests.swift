@testable import Composable
import Testing

/// A `@Reducer enum` may hold plain data beside features, as TCA's SyncUps app does with
/// `case meeting(Meeting, syncUp: SyncUp)` in its path: the state case keeps the values as written,
/// its action is `Never`, and the enum's reducer runs only the feature cases.
@MainActor
@Suite struct PlainDataCaseTests {
    @Test func aStackHoldsAFeatureAndPlainDataSideBySide() async {
        let store = TestStore(initialState: Library.State()) { Library() }
        await store.send(.open(Note(id: 1, text: "a"), reader: "ann")) {
            $0.path.append(.reading(Note(id: 1, text: "a"), reader: "ann"))
        }
        await store.send(.edit(Note(id: 1, text: "a"))) {
            $0.path.append(.editor(NoteEditor.State(note: Note(id: 1, text: "a"))))
        }
        // The feature under the plain-data screen still runs its reducer.
        await store.send(\.path[id: 1].editor.setText, "b") {
            $0.path[id: 1]?.modify(\.editor) { $0.note.text = "b" }
        }
        await store.send(.path(.popFrom(id: 1))) {
            $0.path.removeLast()
        }
        #expect(store.state.path.count == 1)
    }

    @Test func thePlainDataCaseExtractsItsValuesAsATuple() {
        let state = Library.Path.State.reading(Note(id: 2, text: "x"), reader: "bo")
        let values = state[case: \.reading]
        #expect(values?.0 == Note(id: 2, text: "x"))
        #expect(values?.reader == "bo")
        #expect(state[case: \.editor] == nil)
        #expect(Library.Path.State.empty[case: \.empty] != nil)
    }

    @Test func aStoreOfThePathGivesThePlainDataBackInItsCase() {
        let store = Store(initialState: Library.Path.State.reading(Note(id: 3, text: "y"), reader: "cy")) {
            Library.Path.body
        }
        guard case let .reading(note, reader: reader) = store.case else {
            Issue.record("expected the reading case")
            return
        }
        #expect(note == Note(id: 3, text: "y"))
        #expect(reader == "cy")
    }

    @Test func anIgnoredCaseIsPresentedAsStateOnlyWithIfLet() async {
        let store = TestStore(initialState: Library.State()) { Library() }
        await store.send(.showInfo(Note(id: 4, text: "i"))) {
            $0.destination = .info(Note(id: 4, text: "i"))
        }
        await store.send(.destination(.dismiss)) {
            $0.destination = nil
        }
    }
}

@Reducer
struct Library {
    @ObservableState
    struct State: Equatable {
        var path = StackState<Path.State>()
        @Presents var destination: Destination.State?
    }
    enum Action {
        case open(Note, reader: String)
        case edit(Note)
        case showInfo(Note)
        case path(StackActionOf<Path>)
        case destination(PresentationAction<Destination.Action>)
    }
    @Reducer(state: .equatable)
    enum Path {
        case editor(NoteEditor)
        case reading(Note, reader: String)
        case empty
    }
    @Reducer(state: .equatable)
    enum Destination {
        case editor(NoteEditor)
        @ReducerCaseIgnored
        case info(Note)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .open(note, reader):
                state.path.append(.reading(note, reader: reader))
                return .none
            case let .edit(note):
                state.path.append(.editor(NoteEditor.State(note: note)))
                return .none
            case let .showInfo(note):
                state.destination = .info(note)
                return .none
            case .path, .destination:
                return .none
            }
        }
        .forEach(\.path, action: \.path)
        .ifLet(\.$destination, action: \.destination)
    }
}
