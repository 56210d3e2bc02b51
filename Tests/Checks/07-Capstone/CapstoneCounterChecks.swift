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

    /// ko: "+" 두 번과 "-" 한 번이면 카운터 화면에 1이 보입니다
    @Test("\"+\" twice and \"-\" once shows 1 on the counter screen")
    func counts() throws {
        let (host, store) = makeHost()
        try host.tap(.link("Counter demo"))
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        try host.tap(.button("-"))
        let secondStore = store.count == 0 && host.contains(.text("1"))
        #expect(
            store.count == 1 && host.contains(.text("1")),
            secondStore
                ? Comment(
                    en:
                        "The counter screen shows 1, but ContentView's store still counts 0: the screen is driven by a second store, made inside the NavigationLink's destination or in CounterView itself. That store starts at 0 every time the screen is pushed and dies when it is popped. Hand CounterView the store ContentView already has (`CounterView(store: store)`), the one that outlives the screen.",
                    ko:
                        "카운터 화면은 1을 보여 주지만 ContentView의 스토어는 아직 0입니다. 화면이 NavigationLink의 목적지나 CounterView 안에서 만든 두 번째 스토어로 움직입니다. 그 스토어는 화면이 푸시될 때마다 0에서 시작하고, 팝되면 사라집니다. ContentView가 이미 가진 스토어, 화면보다 오래 사는 스토어를 CounterView에 넘기세요(`CounterView(store: store)`)."
                )
                : Comment(
                    en:
                        "After +, +, - the count should be 1 and shown; the store's count is \(store.count). The screen shows:\n\(host.render())",
                    ko:
                        "+, +, - 뒤에 카운트는 1이고 화면에 보여야 합니다. 스토어의 count는 \(store.count)입니다. 화면:\n\(host.render())"
                ))
    }

    /// ko: 0에서 "-"를 누르면 시드의 카운터처럼 -1이 됩니다
    @Test("\"-\" at 0 goes to -1, as the seed's counter does")
    func belowZero() throws {
        let (host, store) = makeHost()
        try host.tap(.link("Counter demo"))
        try host.tap(.button("-"))
        #expect(
            store.count == -1 && host.contains(.text("-1")),
            Comment(
                en: "\"-\" at 0 should show -1, but the count is \(store.count). The screen shows:\n\(host.render())",
                ko: "0에서 \"-\"를 누르면 -1이 보여야 하는데 카운트가 \(store.count)입니다. 화면:\n\(host.render())"))
    }

    /// ko: 목록으로 돌아갔다가 다시 들어가도 카운트가 남아 있습니다
    @Test("the count is still there after going back to the list and in again")
    func survivesNavigation() throws {
        let (host, _) = makeHost()
        try host.tap(.link("Counter demo"))
        for _ in 0..<3 { try host.tap(.button("+")) }
        try host.goBack()
        try host.tap(.link("Counter demo"))
        #expect(
            host.contains(.text("3")),
            Comment(
                en:
                    "After + three times, back and in again, the counter should still show 3 (chapter 1 lost it here). CounterView must read the store ContentView hands it, not a `@State` copy or a store of its own. The screen shows:\n\(host.render())",
                ko:
                    "+를 세 번 누르고 뒤로 갔다가 다시 들어와도 카운터는 여전히 3을 보여야 합니다(1장에서는 여기서 값을 잃었습니다). CounterView는 `@State` 사본이나 자기만의 스토어가 아니라 ContentView가 넘겨주는 스토어를 읽어야 합니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: TestStore에서 탭할 때마다 count가 하나씩 바뀝니다
    @Test("a TestStore sees each tap change count by one")
    func testStore() async {
        let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
        await store.send(.incrementButtonTapped) { $0.count = 1 }
        await store.send(.incrementButtonTapped) { $0.count = 2 }
        await store.send(.decrementButtonTapped) { $0.count = 1 }
        await store.send(.decrementButtonTapped) { $0.count = 0 }
        await store.send(.decrementButtonTapped) { $0.count = -1 }
        #expect(
            store.state.count == -1,
            Comment(
                en: "+, +, -, -, - from 0 should end at -1, but the count is \(store.state.count).",
                ko: "0에서 +, +, -, -, -를 누르면 -1로 끝나야 하는데 카운트가 \(store.state.count)입니다."))
    }
}
