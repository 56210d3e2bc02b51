// Hidden checks for capstone-counter (Chapters/07-Capstone/Exercises/CapstoneCounter.swift).
// They follow "Counter demo" from ContentView, tap "+" and "-", go back and in again, and read the
// screen; a TestStore then checks the reducer alone.
import Composable
import DataFlow
import Testing

@MainActor
@Suite("capstone-counter: The counter, in a store that outlives its screen")
struct CapstoneCounterChecks {
    private func makeHost() -> (ViewHost, StoreOf<AppFeature>) {
        let store = Store(initialState: AppFeature.State()) { AppFeature() }
        return (ViewHost(ContentView(store: store)), store)
    }

    @Test("\"+\" twice and \"-\" once shows 1 on the counter screen")
    func counts() throws {
        let (host, store) = makeHost()
        try host.tap(.link("Counter demo"))
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        try host.tap(.button("-"))
        #expect(
            store.count == 1 && host.contains(.text("1")),
            "After +, +, - the count should be 1 and shown; the store's count is \(store.count). The screen shows:\n\(host.render())"
        )
    }

    @Test("\"-\" at 0 goes to -1, as the seed's counter does")
    func belowZero() throws {
        let (host, store) = makeHost()
        try host.tap(.link("Counter demo"))
        try host.tap(.button("-"))
        #expect(
            store.count == -1 && host.contains(.text("-1")),
            "\"-\" at 0 should show -1, but the count is \(store.count). The screen shows:\n\(host.render())")
    }

    @Test("the count is still there after going back to the list and in again")
    func survivesNavigation() throws {
        let (host, _) = makeHost()
        try host.tap(.link("Counter demo"))
        for _ in 0..<3 { try host.tap(.button("+")) }
        try host.goBack()
        try host.tap(.link("Counter demo"))
        #expect(
            host.contains(.text("3")),
            "After + three times, back and in again, the counter should still show 3 (chapter 1 lost it here). CounterView must read the store ContentView hands it, not a `@State` copy or a store of its own. The screen shows:\n\(host.render())"
        )
    }

    @Test("a TestStore sees each tap change count by one")
    func testStore() async {
        let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
        await store.send(.incrementButtonTapped) { $0.count = 1 }
        await store.send(.incrementButtonTapped) { $0.count = 2 }
        await store.send(.decrementButtonTapped) { $0.count = 1 }
        await store.send(.decrementButtonTapped) { $0.count = 0 }
        await store.send(.decrementButtonTapped) { $0.count = -1 }
        #expect(
            store.state.count == -1, "+, +, -, -, - from 0 should end at -1, but the count is \(store.state.count).")
    }
}
