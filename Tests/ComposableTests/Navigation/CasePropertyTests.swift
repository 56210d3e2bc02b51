import Composable
import Foundation
import Testing

/// A case property of a `@Reducer enum`'s state changes its payload in place, the line TCA's
/// "Testing presentation" article writes: `$0.destination?.detail?.title = "…"`.
@MainActor
@Suite struct CasePropertyTests {
    @Reducer
    struct Detail {
        @ObservableState
        struct State: Equatable { var title: String }
        enum Action { case setTitle(String) }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .setTitle(title):
                    state.title = title
                    return .none
                }
            }
        }
    }

    @Reducer
    struct Editor {
        @ObservableState
        struct State: Equatable { var draft = "" }
        enum Action { case noop }
    }

    @Reducer
    enum Destination {
        case detail(Detail)
        case editor(Editor)
    }

    @Reducer
    struct Parent {
        @ObservableState
        struct State: Equatable {
            @Presents var destination: Destination.State?
        }
        enum Action { case destination(PresentationAction<Destination.Action>) }
        var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
                .ifLet(\.$destination, action: \.destination)
        }
    }

    @Test func aTestChangesThePresentedCasesPayloadInPlace() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Parent.State(destination: .detail(Detail.State(title: "A")))) {
                Parent()
            }
            await store.send(\.destination.detail.setTitle, "B") {
                $0.destination?.detail?.title = "B"
            }
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func changingAnotherCasesPayloadChangesNothing() {
        var destination = Destination.State.detail(Detail.State(title: "A"))
        destination.editor?.draft = "x"
        #expect(destination == .detail(Detail.State(title: "A")))
        destination.detail?.title = "C"
        #expect(destination == .detail(Detail.State(title: "C")))
    }
}

extension CasePropertyTests.Destination.State: Equatable {}
