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
            "After + twice, \"Get fact\" should ask the client about 2 (once), but it asked about \(facts.requests). Call `numberFact.fetch(number)` in a `.run` effect, with the number captured from state."
        )
        guard !facts.requests.isEmpty else { return }  // the client was never asked: nothing to show
        facts.answers.continuation.yield(.success("2 is the only even prime."))
        await settle(host, on: store.outsideWork) { store.fact != nil }
        #expect(
            host.contains(.text("2 is the only even prime.")),
            "The client answered \"2 is the only even prime.\"; the answer should be shown (`.factResponse(fact)` sets `state.fact`). The screen shows:\n\(host.render())"
        )
    }

    @Test("\"Get fact\" is disabled from the tap until the answer arrives")
    func disabledWhileLoading() async throws {
        let facts = GatedFacts()
        let (host, store) = makeHost(facts, number: 7)
        #expect(try !host.find(.button("Get fact")).isDisabled, "Before any tap, \"Get fact\" should be enabled.")
        try host.tap(.button("Get fact"))
        host.settle()
        #expect(
            store.isLoading,
            "Right after the tap `isLoading` should be true: set `state.isLoading = true` in `.factButtonTapped`, before returning the effect."
        )
        // Only while isLoading is true is the button's state the view's doing: with isLoading
        // false, a correct `.disabled(store.isLoading)` leaves it enabled too.
        if store.isLoading {
            #expect(
                try host.find(.button("Get fact")).isDisabled,
                "While the fact is loading (isLoading is true) \"Get fact\" should be disabled: `.disabled(store.isLoading)` on the button. The screen shows:\n\(host.render())"
            )
        }
        facts.answers.continuation.yield(.success("7 days make a week."))
        await settle(host, on: store.outsideWork) { !store.isLoading }
        #expect(
            !store.isLoading && (try? host.find(.button("Get fact")).isDisabled) == false,
            "Once the answer arrives the loading is over and \"Get fact\" is enabled again. isLoading is \(store.isLoading)."
        )
    }

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
            "After the client fails, `isLoading` should be false again (send `factFailed` from the effect's `catch`).")
        #expect(
            store.fact == nil,
            "After a failure no fact should be shown, but the fact is \(String(describing: store.fact)).")
    }

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
            "While the new fact loads, the old one should be gone, but the screen still shows \(String(describing: store.fact))."
        )
        facts.answers.continuation.yield(.success("2 is company."))
        // Waits for this answer, not for any fact: a file that keeps the old fact must not be told
        // that the new answer never came.
        await settle(host, on: store.outsideWork) { store.fact == "2 is company." }
        #expect(
            store.fact == "2 is company.",
            "The new answer should be shown, but the fact is \(String(describing: store.fact)).")
    }
}
