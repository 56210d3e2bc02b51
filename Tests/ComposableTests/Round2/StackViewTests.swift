import Composable
import DataFlow
import Foundation
import Testing

/// A store-driven `NavigationStack` in a host, acted on only through the view: following links
/// pushes onto the store's path and shows the new top screen at once, going back pops it (and
/// cancels its effects), and a screen's `dismiss` pops it.
@MainActor
@Suite struct StackViewTests {
    private func makeHost(clock: TestClock<Duration>) -> (ViewHost, StoreOf<Notes>) {
        let store = Store(initialState: Notes.State(notes: [Note(id: 0, text: "First")])) {
            Notes()
        } withDependencies: {
            $0.continuousClock = clock
        }
        return (ViewHost(NotesStackView(store: store)), store)
    }

    private func settle(_ host: ViewHost, until condition: () -> Bool) async {
        for _ in 0..<500 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
            host.settle()
        }
    }

    @Test("The data flow graph names the learner's views only: a pushed screen hangs below the stack's view")
    func graphHidesTheRuntimesOwnViews() throws {
        let (host, _) = makeHost(clock: TestClock())
        try host.tap(.link("First"))

        let graph = host.dataFlowGraph
        #expect(graph.views.map(\.name) == ["NotesStackView", "NoteDetailScreen"], "\(graph)")
        #expect(graph.view("NoteDetailScreen")?.parentID == graph.view("NotesStackView")?.id)
        // The path's store is read by the view that wrote the NavigationStack, through it.
        let stack = try #require(graph.view("NotesStackView"))
        #expect(stack.reads.contains { $0.through == "NavigationStack" }, "\(graph)")
    }

    @Test("Two pushes and a pop through the view each re-render the stack with the new top screen")
    func pushTwiceThenPop() throws {
        let (host, store) = makeHost(clock: TestClock())
        #expect(host.navigationTitle == "Notes")
        #expect(host.contains(.link("First")))

        try host.tap(.link("First"))
        #expect(store.path.map(\.note.text) == ["First"])
        #expect(host.pushedScreenCount == 1)
        #expect(host.navigationTitle == "First", "\(host.render())")
        #expect(host.contains(.text("Ticks: 0")))
        #expect(!host.contains(.link("First")), "The root's list is under the pushed screen.")

        try host.tap(.link("Next"))
        #expect(store.path.map(\.note.text) == ["First", "Note 1"])
        #expect(host.pushedScreenCount == 2)
        #expect(host.navigationTitle == "Note 1", "\(host.render())")

        try host.goBack()
        #expect(store.path.map(\.note.text) == ["First"])
        #expect(host.pushedScreenCount == 1)
        #expect(host.navigationTitle == "First", "\(host.render())")
        #expect(!host.render().contains("Note 1"))

        try host.goBack()
        #expect(store.path.isEmpty)
        #expect(host.navigationTitle == "Notes", "\(host.render())")
        #expect(host.contains(.link("First")))
    }

    @Test("A pushed screen's timer shows its ticks; going back cancels it, so no tick reaches a popped screen")
    func goingBackCancelsThePoppedScreensEffects() async throws {
        let clock = TestClock()
        let (host, store) = makeHost(clock: clock)
        try host.tap(.link("First"))
        try host.tap(.link("Next"))
        try host.tap(.button("Start"))
        // The timer's effect reaches its first sleep on another task, which a busy machine may
        // delay past one advance of the clock: advance a second at a time until the tick shows.
        for _ in 0..<20 where !host.contains(.text("Ticks: 1")) {
            await clock.advance(by: .seconds(1))
            await settle(host) { host.contains(.text("Ticks: 1")) }
        }
        #expect(host.contains(.text("Ticks: 1")), "\(host.render())")

        try host.goBack()
        #expect(host.navigationTitle == "First")
        // Were the popped screen's timer still running, its ticks would name a screen that is no
        // longer on the stack, which the stack reducer reports as a failure of this test.
        await clock.advance(by: .seconds(3))
        host.settle()
        #expect(store.path.map(\.ticks) == [0])
        #expect(host.contains(.text("Ticks: 0")), "\(host.render())")
    }

    @Test("A pushed screen's Close runs its dismiss effect, which pops that screen and shows the one below")
    func dismissInsideAPushedScreenPopsIt() async throws {
        let (host, store) = makeHost(clock: TestClock())
        try host.tap(.link("First"))
        try host.tap(.link("Next"))
        try host.tap(.button("Close"))
        await settle(host) { store.path.count == 1 }
        #expect(store.path.map(\.note.text) == ["First"])
        #expect(host.navigationTitle == "First", "\(host.render())")

        try host.tap(.button("Close"))
        await settle(host) { store.path.isEmpty }
        #expect(host.navigationTitle == "Notes", "\(host.render())")
        #expect(host.pushedScreenCount == 0)
    }
}
