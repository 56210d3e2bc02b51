// Hidden checks for capstone-prime-modal (Chapters/07-Capstone/Exercises/CapstonePrimeModal.swift).
// They open the counter, tap "Is this prime?", read the sheet, close it with "Done" or a swipe,
// and check `isPrime` and the reducer (with a TestStore) directly.
import Composable
import DataFlow
import Testing

@MainActor
@Suite("capstone-prime-modal: \"Is this prime?\", a modal from optional state")
struct CapstonePrimeModalChecks {
    private func makeHost(count: Int) throws -> (ViewHost, StoreOf<AppFeature>) {
        let store = Store(initialState: AppFeature.State(count: count)) { AppFeature() }
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

    // 2 and 3 have checks of their own, run first: a loop over `2...Int(Double(p).squareRoot())`
    // traps for them (the range `2...1`), and the check that was running when the program crashed
    // is the one the checker names, so its name says the input.
    /// ko: isPrime(2)는 true: 2는 소수이고, 그 제곱근은 2보다 작습니다
    @Test("isPrime(2) is true: 2 is prime, and its square root is below 2")
    func twoIsPrime() {
        #expect(
            isPrime(2),
            Comment(en: "isPrime(2) should be true, but it is false.", ko: "isPrime(2)는 true여야 하는데 false입니다."))
    }

    /// ko: isPrime(3)은 true: 3은 소수이고, 그 제곱근은 2보다 작습니다
    @Test("isPrime(3) is true: 3 is prime, and its square root is below 2")
    func threeIsPrime() {
        #expect(
            isPrime(3),
            Comment(en: "isPrime(3) should be true, but it is false.", ko: "isPrime(3)은 true여야 하는데 false입니다."))
    }

    /// ko: isPrime: 2보다 작은 수와 합성수는 소수가 아니고, 나머지 소수는 소수입니다
    @Test("isPrime: below 2 is not prime, composites are not, other primes are")
    func primes() {
        let expected: [Int: Bool] = [
            -7: false, 0: false, 1: false, 4: false, 5: true, 9: false, 11: true,
            25: false, 49: false, 91: false, 97: true,
        ]
        for (n, prime) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(
                isPrime(n) == prime,
                Comment(
                    en: "isPrime(\(n)) should be \(prime), but it is \(isPrime(n)).",
                    ko: "isPrime(\(n))은 \(prime)이어야 하는데 \(isPrime(n))입니다."))
        }
    }

    /// ko: 7에서 "Is this prime?"은 "7 is prime 🎉"라고 말하는 시트를 띄웁니다
    @Test("\"Is this prime?\" at 7 presents a sheet saying \"7 is prime 🎉\"")
    func sevenIsPrime() throws {
        let (host, store) = try makeHost(count: 7)
        try host.tap(.button("Is this prime?"))
        #expect(
            store.primeModal?.count == 7,
            Comment(
                en:
                    "After \"Is this prime?\" at 7, `primeModal` should hold the modal's state for 7, but it is \(String(describing: store.primeModal)).",
                ko:
                    "7에서 \"Is this prime?\"을 누른 뒤 `primeModal`에는 7에 대한 모달의 상태가 있어야 하는데 \(String(describing: store.primeModal))입니다."
            )
        )
        #expect(
            host.isPresentingSheet && host.contains(.text("7 is prime 🎉")),
            Comment(
                en:
                    "A sheet should say \"7 is prime 🎉\". Is `.sheet(item: $store.scope(state: \\.primeModal, action: \\.primeModal))` on CounterView? The screen shows:\n\(host.render())",
                ko:
                    "시트에 \"7 is prime 🎉\"라고 나와야 합니다. CounterView에 `.sheet(item: $store.scope(state: \\.primeModal, action: \\.primeModal))`가 있나요? 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 6과 1에서는 시트가 그 수는 소수가 아니라고 말합니다
    @Test("at 6 and at 1 the sheet says the number is not prime")
    func notPrime() throws {
        for n in [6, 1] {
            let (host, _) = try makeHost(count: n)
            try host.tap(.button("Is this prime?"))
            #expect(
                host.contains(.text("\(n) is not prime :(")),
                Comment(
                    en: "At \(n) the sheet should say \"\(n) is not prime :(\". The screen shows:\n\(host.render())",
                    ko: "\(n)에서 시트에 \"\(n) is not prime :(\"라고 나와야 합니다. 화면:\n\(host.render())"))
        }
    }

    /// ko: "Done"은 시트를 닫고 primeModal을 비웁니다
    @Test("\"Done\" closes the sheet and clears primeModal")
    func doneCloses() async throws {
        let (host, store) = try makeHost(count: 5)
        try host.tap(.button("Is this prime?"))
        try host.tap(.button("Done"))
        await settle(host, on: store.outsideWork) { store.primeModal == nil }
        #expect(
            store.primeModal == nil && !host.isPresentingSheet,
            Comment(
                en:
                    "\"Done\" asks `dismiss`, which closes the modal only if AppFeature runs PrimeModalFeature: `.ifLet(\\.$primeModal, action: \\.primeModal) { PrimeModalFeature() }`. primeModal is \(String(describing: store.primeModal)).",
                ko:
                    "\"Done\"은 `dismiss`를 요청하는데, 이것은 AppFeature가 PrimeModalFeature를 실행할 때만 모달을 닫습니다: `.ifLet(\\.$primeModal, action: \\.primeModal) { PrimeModalFeature() }`. primeModal이 \(String(describing: store.primeModal))입니다."
            )
        )
    }

    /// ko: 시트를 쓸어내리면 primeModal이 비워지고, 다시 띄울 수 있습니다
    @Test("swiping the sheet away clears primeModal, and it can be presented again")
    func swipeCloses() throws {
        let (host, store) = try makeHost(count: 3)
        try host.tap(.button("Is this prime?"))
        try host.dismissSheet()
        #expect(
            store.primeModal == nil && !host.isPresentingSheet,
            Comment(
                en:
                    "Swiping away sends `.primeModal(.dismiss)`, which `ifLet` turns into `primeModal = nil`; it is \(String(describing: store.primeModal)).",
                ko:
                    "쓸어내리면 `.primeModal(.dismiss)`가 전달되고, `ifLet`이 이것을 `primeModal = nil`로 바꿔야 하는데 primeModal이 \(String(describing: store.primeModal))입니다."
            )
        )
        try host.tap(.button("+"))
        try host.tap(.button("Is this prime?"))
        #expect(
            host.contains(.text("4 is not prime :(")),
            Comment(
                en: "After +, the modal should be about 4. The screen shows:\n\(host.render())",
                ko: "+ 뒤에는 모달이 4에 대한 것이어야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: TestStore: "Is this prime?"은 카운트에 대한 모달을 띄우고, "Done"은 모달을 비웁니다
    @Test("a TestStore: \"Is this prime?\" presents the modal for the count; \"Done\" clears it")
    func testStore() async {
        let store = TestStore(initialState: AppFeature.State(count: 5)) { AppFeature() }
        store.exhaustivity = .off
        await store.send(.isPrimeButtonTapped) { $0.primeModal = PrimeModalFeature.State(count: 5) }
        await store.send(.primeModal(.presented(.doneButtonTapped)))
        await store.finish()
        await store.skipReceivedActions()
        #expect(
            store.state.primeModal == nil,
            Comment(
                en: "After \"Done\" primeModal should be nil, but it is \(String(describing: store.state.primeModal)).",
                ko: "\"Done\" 뒤에 primeModal은 nil이어야 하는데 \(String(describing: store.state.primeModal))입니다."))
    }
}
