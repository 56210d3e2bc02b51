import Composable
import DataFlow
import Foundation
import Testing
@testable import ReducersExamples

/// Seed 003's counter as a reducer: the count changes in one place, and "What's the nth prime?"
/// is an effect through the injected `PrimeClient`, with the button disabled while it runs.
@MainActor
@Suite struct CounterFeatureTests {
    @Test("+ and - change the count in the reducer")
    func counting() async {
        let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
        await store.send(.incrementButtonTapped) { $0.count = 1 }
        await store.send(.incrementButtonTapped) { $0.count = 2 }
        await store.send(.decrementButtonTapped) { $0.count = 1 }
    }

    @Test("The nth prime comes from the injected client, with isLoading true until it answers")
    func nthPrimeEffect() async {
        let store = TestStore(initialState: CounterFeature.State(count: 3)) {
            CounterFeature()
        } withDependencies: {
            $0.primeClient.nthPrime = { n in n == 3 ? 5 : 0 }
        }
        await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
        await store.receive(.nthPrimeResponse(5)) {
            $0.isLoading = false
            $0.nthPrime = 5
        }
    }

    @Test("A failing client ends the loading state without an answer")
    func nthPrimeFails() async {
        struct Offline: Error {}
        let store = TestStore(initialState: CounterFeature.State(count: 3)) {
            CounterFeature()
        } withDependencies: {
            $0.primeClient.nthPrime = { _ in throw Offline() }
        }
        await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
        await store.receive(.nthPrimeFailed) { $0.isLoading = false }
    }

    @Test("The view: the ordinal question, disabled while the effect runs, then the answer")
    func theView() async throws {
        let gate = AsyncStream<Int>.makeStream()
        let store = Store(initialState: CounterFeature.State(count: 2)) {
            CounterFeature()
        } withDependencies: {
            $0.primeClient.nthPrime = { _ in
                for await answer in gate.stream { return answer }
                return 0
            }
        }
        let host = ViewHost(CounterView(store: store))
        #expect(host.contains(.button("What's the 2nd prime?")))
        try host.tap(.button("+"))
        #expect(host.contains(.text("3")))
        try host.tap(.button("What's the 3rd prime?"))
        #expect(try host.find(.button("What's the 3rd prime?")).isDisabled)
        gate.continuation.yield(5)
        for _ in 0..<500 where store.isLoading {
            try? await Task.sleep(for: .milliseconds(2))
        }
        host.settle()
        #expect(try !host.find(.button("What's the 3rd prime?")).isDisabled)
        #expect(host.contains(.text("The 3rd prime is 5")))
    }

    @Test("A wrong expectation fails with a diff that names the field, expected (−) and actual (+)")
    func wrongExpectation() async throws {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: CounterFeature.State(count: 3)) {
                CounterFeature()
            } withDependencies: {
                $0.primeClient.nthPrime = { _ in 5 }
            }
            await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
            await store.receive(.nthPrimeResponse(5)) {
                $0.isLoading = false
                $0.nthPrime = 7
            }
        }
        let message = try #require(messages.first)
        #expect(messages.count == 1)
        #expect(message.hasPrefix("A state change does not match expectation"))
        #expect(message.contains("−   nthPrime: 7"))
        #expect(message.contains("+   nthPrime: 5"))
    }

    @Test("The live client counts primes")
    func liveClient() async throws {
        #expect(try await PrimeClient.liveValue.nthPrime(1) == 2)
        #expect(try await PrimeClient.liveValue.nthPrime(6) == 13)
    }
}
