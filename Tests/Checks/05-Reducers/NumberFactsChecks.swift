// Hidden checks for reducers-effect-client (Chapters/05-Reducers/Exercises/NumberFacts.swift).
// Each check injects its own NumberFactClient (one that answers only when the check lets it), taps
// the view and reads the screen: the effect, its loading flag and the disabled button are judged
// by what a user would see.
import Composable
import DataFlow
import Foundation
import Testing

/// A client whose answers the check releases one at a time, recording the numbers it was asked about.
private final class GatedFacts: @unchecked Sendable {
    let answers = AsyncStream<Result<String, Error>>.makeStream()
    private let lock = NSLock()
    private var asked: [Int] = []

    var requests: [Int] { lock.withLock { asked } }

    var client: NumberFactClient {
        NumberFactClient(fetch: { number in
            self.lock.withLock { self.asked.append(number) }
            for await answer in self.answers.stream { return try answer.get() }
            throw CancellationError()
        })
    }
}

private struct Offline: Error {}

@MainActor
@Suite("reducers-effect-client: An effect with an injected client and a loading flag")
struct NumberFactsChecks {
    private func makeHost(_ facts: GatedFacts, number: Int = 0) -> (ViewHost, StoreOf<FactFeature>) {
        let store = Store(initialState: FactFeature.State(number: number)) {
            FactFeature()
        } withDependencies: {
            $0.numberFact = facts.client
        }
        return (ViewHost(FactView(store: store)), store)
    }

    /// Lets the store's effects run until `condition` holds, or until none is left that could make it
    /// hold: a wait on what the runtime knows (`OutsideWork`), never on a clock, so a busy machine
    /// cannot fail a correct solution.
    private func settle(
        _ host: ViewHost, on work: OutsideWork, until condition: @MainActor () -> Bool
    ) async {
        _ = await work.wait(until: condition, settle: { host.settle() })
    }

    /// ko: "Get fact"는 주입된 클라이언트에 지금의 숫자를 묻고, 그 답을 보여 줍니다
    @Test("\"Get fact\" asks the injected client about the current number, and shows its answer")
    func asksAndShows() async throws {
        let facts = GatedFacts()
        let (host, store) = makeHost(facts)
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        try host.tap(.button("Get fact"))
        await settle(host, on: store.outsideWork) { !facts.requests.isEmpty }
        #expect(
            facts.requests == [2],
            Comment(
                en:
                    "After + twice, \"Get fact\" should ask the client about 2 (once), but it asked about \(facts.requests). Call `numberFact.fetch(number)` in a `.run` effect, with the number captured from state.",
                ko:
                    "+를 두 번 누른 뒤 \"Get fact\"는 클라이언트에 2를 (한 번) 물어야 하는데 \(facts.requests)을(를) 물었습니다. 상태에서 캡처한 숫자로 `.run` 이펙트 안에서 `numberFact.fetch(number)`를 호출하세요."
            )
        )
        guard !facts.requests.isEmpty else { return }  // the client was never asked: nothing to show
        facts.answers.continuation.yield(.success("2 is the only even prime."))
        await settle(host, on: store.outsideWork) { store.fact != nil }
        #expect(
            host.contains(.text("2 is the only even prime.")),
            Comment(
                en:
                    "The client answered \"2 is the only even prime.\"; the answer should be shown (`.factResponse(fact)` sets `state.fact`). The screen shows:\n\(host.render())",
                ko:
                    "클라이언트가 \"2 is the only even prime.\"이라고 답했으니 그 답이 보여야 합니다(`.factResponse(fact)`가 `state.fact`를 설정합니다). 화면:\n\(host.render())"
            )
        )
    }

    /// ko: "Get fact"는 탭한 순간부터 답이 올 때까지 비활성화됩니다
    @Test("\"Get fact\" is disabled from the tap until the answer arrives")
    func disabledWhileLoading() async throws {
        let facts = GatedFacts()
        let (host, store) = makeHost(facts, number: 7)
        #expect(
            try !host.find(.button("Get fact")).isDisabled,
            Comment(en: "Before any tap, \"Get fact\" should be enabled.", ko: "탭하기 전에는 \"Get fact\"가 활성화되어 있어야 합니다."))
        try host.tap(.button("Get fact"))
        host.settle()
        #expect(
            store.isLoading,
            Comment(
                en:
                    "Right after the tap `isLoading` should be true: set `state.isLoading = true` in `.factButtonTapped`, before returning the effect.",
                ko: "탭한 직후 `isLoading`은 true여야 합니다. `.factButtonTapped`에서 이펙트를 돌려주기 전에 `state.isLoading = true`로 설정하세요."
            )
        )
        // Only while isLoading is true is the button's state the view's doing: with isLoading
        // false, a correct `.disabled(store.isLoading)` leaves it enabled too.
        if store.isLoading {
            #expect(
                try host.find(.button("Get fact")).isDisabled,
                Comment(
                    en:
                        "While the fact is loading (isLoading is true) \"Get fact\" should be disabled: `.disabled(store.isLoading)` on the button. The screen shows:\n\(host.render())",
                    ko:
                        "사실을 불러오는 동안(isLoading이 true) \"Get fact\"는 비활성화되어야 합니다. 버튼에 `.disabled(store.isLoading)`을 붙이세요. 화면:\n\(host.render())"
                )
            )
        }
        facts.answers.continuation.yield(.success("7 days make a week."))
        await settle(host, on: store.outsideWork) { !store.isLoading }
        #expect(
            !store.isLoading && (try? host.find(.button("Get fact")).isDisabled) == false,
            Comment(
                en:
                    "Once the answer arrives the loading is over and \"Get fact\" is enabled again. isLoading is \(store.isLoading).",
                ko: "답이 오면 로딩이 끝나고 \"Get fact\"가 다시 활성화되어야 합니다. isLoading은 \(store.isLoading)입니다.")
        )
    }

    /// ko: 클라이언트가 실패하면 로딩이 끝나고 아무 사실도 보여 주지 않습니다
    @Test("a failing client ends the loading and shows no fact")
    func failure() async throws {
        let facts = GatedFacts()
        let (host, store) = makeHost(facts, number: 3)
        try host.tap(.button("Get fact"))
        await settle(host, on: store.outsideWork) { !facts.requests.isEmpty }
        facts.answers.continuation.yield(.failure(Offline()))
        await settle(host, on: store.outsideWork) { !store.isLoading }
        #expect(
            !store.isLoading,
            Comment(
                en:
                    "After the client fails, `isLoading` should be false again (send `factFailed` from the effect's `catch`).",
                ko: "클라이언트가 실패한 뒤 `isLoading`은 다시 false여야 합니다(이펙트의 `catch`에서 `factFailed`를 보내세요)."))
        #expect(
            store.fact == nil,
            Comment(
                en: "After a failure no fact should be shown, but the fact is \(String(describing: store.fact)).",
                ko: "실패한 뒤에는 아무 사실도 보이지 않아야 하는데 fact가 \(String(describing: store.fact))입니다."))
    }

    /// ko: 다시 물으면 예전 사실을 바꿉니다: 새 사실을 불러오는 동안 예전 사실은 사라집니다
    @Test("asking again replaces the old fact: it is gone while the new one loads")
    func askingAgain() async throws {
        let facts = GatedFacts()
        let (host, store) = makeHost(facts, number: 1)
        try host.tap(.button("Get fact"))
        facts.answers.continuation.yield(.success("1 is the loneliest number."))
        await settle(host, on: store.outsideWork) { store.fact != nil }
        try host.tap(.button("+"))
        try host.tap(.button("Get fact"))
        host.settle()
        #expect(
            store.fact == nil,
            Comment(
                en:
                    "While the new fact loads, the old one should be gone, but the screen still shows \(String(describing: store.fact)).",
                ko: "새 사실을 불러오는 동안 예전 사실은 사라져야 하는데 화면에 아직 \(String(describing: store.fact))이(가) 보입니다.")
        )
        facts.answers.continuation.yield(.success("2 is company."))
        // Waits for this answer, not for any fact: a file that keeps the old fact must not be told
        // that the new answer never came.
        await settle(host, on: store.outsideWork) { store.fact == "2 is company." }
        #expect(
            store.fact == "2 is company.",
            Comment(
                en: "The new answer should be shown, but the fact is \(String(describing: store.fact)).",
                ko: "새 답이 보여야 하는데 fact가 \(String(describing: store.fact))입니다."))
    }
}
