import Composable
import Testing

/// A feature that presents itself: `@Presents var child: Folder.State?` inside `Folder.State`, as
/// apps built on TCA write for folders, recipes that open related recipes, and lists that drill
/// into lists. TCA keeps presented state in a heap box (`PresentationReducer.swift`,
/// `PresentationState`'s private `Storage` class, copied on write), so such a state has a finite
/// size and stays a value.
@MainActor
@Suite struct RecursivePresentationTests {
    @Reducer
    struct Folder {
        @ObservableState
        struct State: Equatable {
            var name: String
            @Presents var child: Folder.State?
        }
        enum Action {
            case child(PresentationAction<Folder.Action>)
            case openTapped(String)
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .openTapped(name):
                    state.child = State(name: name)
                    return .none
                case .child:
                    return .none
                }
            }
            .ifLet(\.$child, action: \.child) { Folder() }
        }
    }

    @Test func aFeatureRunsItselfPresentedTwoLevelsDeep() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Folder.State(name: "Root")) { Folder() }
            await store.send(.openTapped("Work")) { $0.child = Folder.State(name: "Work") }
            await store.send(.child(.presented(.openTapped("Reports")))) {
                $0.child?.child = Folder.State(name: "Reports")
            }
            await store.send(.child(.presented(.child(.dismiss)))) { $0.child?.child = nil }
            await store.send(.child(.dismiss)) { $0.child = nil }
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func copiesOfPresentedStateAreIndependentValues() {
        let original = Folder.State(name: "Root", child: Folder.State(name: "Work"))
        var copy = original
        copy.child?.name = "Play"
        copy.child?.child = Folder.State(name: "Games")
        #expect(original.child == Folder.State(name: "Work"))
        #expect(copy.child?.name == "Play")
        #expect(copy.child?.child?.name == "Games")
        #expect(original != copy)

        var presentation = PresentationState(wrappedValue: 1)
        let kept = presentation
        presentation.wrappedValue = 2
        #expect(kept.wrappedValue == 1)
        #expect(presentation.wrappedValue == 2)
        #expect(kept == PresentationState(wrappedValue: 1))
    }
}
