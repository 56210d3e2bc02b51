// Hidden checks for capstone-nth-prime (Chapters/07-Capstone/Exercises/CapstoneNthPrime.swift).
// Each check injects its own PrimeClient (one that answers only when the check lets it), taps the
// counter screen and reads it; a TestStore then checks the actions the effect sends.
import Composable
import DataFlow
import Foundation
import Testing

/// A client whose answers the check releases one at a time, recording the numbers it was asked about.
private final class GatedPrimes: @unchecked Sendable {
    let answers = AsyncStream<Result<Int, Error>>.makeStream()
    private let lock = NSLock()
    private var asked: [Int] = []

    var requests: [Int] { lock.withLock { asked } }

    var client: PrimeClient {
        PrimeClient(nthPrime: { n in
            self.lock.withLock { self.asked.append(n) }
            for await answer in self.answers.stream { return try answer.get() }
            throw CancellationError()
        })
    }
}

private struct Offline: Error {}

@MainActor
@Suite("capstone-nth-prime: The nth prime, from an injected client, with a loading state")
struct CapstoneNthPrimeChecks {
    private func makeHost(_ primes: GatedPrimes, count: Int) throws -> (ViewHost, StoreOf<AppFeature>) {
        let store = Store(initialState: AppFeature.State(count: count)) {
            AppFeature()
        } withDependencies: {
            $0.primeClient = primes.client
        }
        let host = ViewHost(ContentView(store: store))
        try host.tap(.link("Counter demo"))
        return (host, store)
    }

    /// Lets the store's effects run until `condition` holds, or until none is left that could make it
    /// hold: a wait on what the runtime knows (`OutsideWork`), never on a clock, so a busy machine
    /// cannot fail a correct solution.
    private func settle(
        _ host: ViewHost, on work: OutsideWork, until condition: @MainActor () -> Bool
    ) async {
        _ = await work.wait(until: condition, settle: { host.settle() })
    }

    /// ko: "What's the 3rd prime?"은 주입한 클라이언트에게 3을 묻고 그 답을 보여 줍니다
    @Test("\"What's the 3rd prime?\" asks the injected client about 3 and shows its answer")
    func asksAndShows() async throws {
        let primes = GatedPrimes()
        let (host, store) = try makeHost(primes, count: 2)
        try host.tap(.button("+"))
        try host.tap(.button("What's the 3rd prime?"))
        await settle(host, on: store.outsideWork) { !primes.requests.isEmpty }
        #expect(
            primes.requests == [3],
            Comment(
                en:
                    "At 3, the question should ask the client about 3 (once), but it asked about \(primes.requests). Call `primeClient.nthPrime(count)` in a `.run` effect, with the count captured from state.",
                ko:
                    "3에서 질문 버튼은 클라이언트에게 3을 (한 번) 물어야 하는데 \(primes.requests)을(를) 물었습니다. 상태에서 캡처한 count로 `.run` 이펙트 안에서 `primeClient.nthPrime(count)`를 호출하세요."
            )
        )
        primes.answers.continuation.yield(.success(5))
        await settle(host, on: store.outsideWork) { store.nthPrime != nil }
        #expect(
            host.contains(.text("The 3rd prime is 5")),
            Comment(
                en: "The answer should be shown as \"The 3rd prime is 5\". The screen shows:\n\(host.render())",
                ko: "답은 \"The 3rd prime is 5\"로 보여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 탭한 때부터 답이 올 때까지 질문 버튼이 비활성화됩니다
    @Test("the question is disabled from the tap until the answer arrives")
    func disabledWhileLoading() async throws {
        let primes = GatedPrimes()
        let (host, store) = try makeHost(primes, count: 4)
        let question = ElementQuery.button("What's the 4th prime?")
        #expect(
            try !host.find(question).isDisabled,
            Comment(en: "Before any tap, the question should be enabled.", ko: "탭하기 전에는 질문 버튼이 활성화되어 있어야 합니다."))
        try host.tap(question)
        host.settle()
        #expect(
            store.isNthPrimeLoading,
            Comment(
                en: "Right after the tap `isNthPrimeLoading` should be true.",
                ko: "탭한 직후에는 `isNthPrimeLoading`이 true여야 합니다."))
        #expect(
            try host.find(question).isDisabled,
            Comment(
                en:
                    "While the answer is loading the question should be disabled: `.disabled(store.isNthPrimeLoading)`. The screen shows:\n\(host.render())",
                ko: "답을 불러오는 동안에는 질문 버튼이 비활성화되어야 합니다: `.disabled(store.isNthPrimeLoading)`. 화면:\n\(host.render())")
        )
        primes.answers.continuation.yield(.success(7))
        await settle(host, on: store.outsideWork) { !store.isNthPrimeLoading }
        #expect(
            (try? host.find(question).isDisabled) == false,
            Comment(
                en:
                    "Once the answer arrives the question is enabled again; isNthPrimeLoading is \(store.isNthPrimeLoading).",
                ko: "답이 도착하면 질문 버튼이 다시 활성화되어야 하는데 isNthPrimeLoading이 \(store.isNthPrimeLoading)입니다."))
    }

    /// ko: 다시 물으면 답이 새 답으로 바뀝니다
    @Test("asking again replaces the answer with the new one")
    func secondAnswerReplaces() async throws {
        let primes = GatedPrimes()
        let (host, store) = try makeHost(primes, count: 1)
        try host.tap(.button("What's the 1st prime?"))
        primes.answers.continuation.yield(.success(2))
        await settle(host, on: store.outsideWork) { store.nthPrime != nil && !store.isNthPrimeLoading }
        try host.tap(.button("What's the 1st prime?"))
        primes.answers.continuation.yield(.success(11))
        await settle(host, on: store.outsideWork) { store.nthPrime == 11 }
        #expect(
            store.nthPrime == 11 && host.contains(.text("The 1st prime is 11")),
            Comment(
                en:
                    "The second answer (11) should replace the first (2): `state.nthPrime = prime`. nthPrime is \(String(describing: store.nthPrime)). The screen shows:\n\(host.render())",
                ko:
                    "두 번째 답(11)이 첫 번째 답(2)을 대신해야 합니다: `state.nthPrime = prime`. nthPrime이 \(String(describing: store.nthPrime))입니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 실패하는 클라이언트도 로딩을 끝냅니다
    @Test("a failing client ends the loading")
    func failure() async throws {
        let primes = GatedPrimes()
        let (host, store) = try makeHost(primes, count: 3)
        try host.tap(.button("What's the 3rd prime?"))
        await settle(host, on: store.outsideWork) { !primes.requests.isEmpty }
        primes.answers.continuation.yield(.failure(Offline()))
        await settle(host, on: store.outsideWork) { !store.isNthPrimeLoading }
        #expect(
            !store.isNthPrimeLoading && (try? host.find(.button("What's the 3rd prime?")).isDisabled) == false,
            Comment(
                en:
                    "After the client fails the question should be enabled again (send `nthPrimeFailed` from the effect's `catch`); isNthPrimeLoading is \(store.isNthPrimeLoading).",
                ko:
                    "클라이언트가 실패한 뒤에는 질문 버튼이 다시 활성화되어야 하는데(이펙트의 `catch`에서 `nthPrimeFailed`를 보내세요) isNthPrimeLoading이 \(store.isNthPrimeLoading)입니다."
            )
        )
    }

    /// ko: TestStore: 탭하면 로딩이 시작되고, 이펙트가 nthPrimeResponse를 보내 로딩을 끝냅니다
    @Test("a TestStore: the tap starts loading, the effect sends nthPrimeResponse, which ends it")
    func testStore() async {
        let store = TestStore(initialState: AppFeature.State(count: 6)) {
            AppFeature()
        } withDependencies: {
            $0.primeClient.nthPrime = { n in n == 6 ? 13 : 0 }
        }
        await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeLoading = true }
        await store.receive(.nthPrimeResponse(13)) {
            $0.isNthPrimeLoading = false
            $0.nthPrime = 13
        }
        #expect(
            store.state.nthPrime == 13,
            Comment(en: "The 6th prime (13, from the client) should be stored.", ko: "6번째 소수(클라이언트가 준 13)가 저장되어야 합니다."))
    }
}
