@testable import Composable
import Foundation
import Testing

/// Dependencies as the Composable Architecture has them: overridden per test, live and test values
/// by context, unimplemented endpoints that fail the test naming themselves.
@MainActor
@Suite struct DependencyTests {
    @Test func anInjectedClientAnswersTheEffect() async {
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

    @Test func anUnimplementedEndpointFailsTheTestNamingIt() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: CounterFeature.State(count: 3)) { CounterFeature() }
            await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
            await store.receive(.nthPrimeFailed) { $0.isLoading = false }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Unimplemented: PrimeClient.nthPrime was called") == true)
    }

    @Test func theLiveValueIsUsedInTheLiveContext() async throws {
        let client = withDependencies {
            $0.context = .live
        } operation: {
            Dependency(\.primeClient).wrappedValue
        }
        #expect(try await client.nthPrime(3) == 5)
    }

    @Test func uuidAndDateAreControlled() {
        withDependencies {
            $0.uuid = .incrementing
            $0.date = .constant(Date(timeIntervalSince1970: 0))
        } operation: {
            @Dependency(\.uuid) var uuid
            @Dependency(\.date) var date
            #expect(uuid() == UUID(0))
            #expect(uuid() == UUID(1))
            #expect(date.now == Date(timeIntervalSince1970: 0))
        }
    }

    @Test func settingTheDateNowFixesIt() {
        withDependencies {
            $0.date = DateGenerator { Date() }
            $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        } operation: {
            @Dependency(\.date.now) var now
            #expect(now == Date(timeIntervalSince1970: 1_234_567_890))
        }
    }

    @Test func aDependencyWithoutATestValueFailsWhenATestUsesIt() {
        let messages = withDependencies {
            $0.context = .test
        } operation: {
            var reported: [String] = []
            let capture = IssueReporter.Capture()
            IssueReporter.$capture.withValue(capture) {
                @Dependency(\.uuid) var uuid
                _ = uuid()
            }
            reported = capture.messages
            return reported
        }
        #expect(messages.first?.hasPrefix("A dependency has no test implementation, but was used from a test") == true)
    }

    @Test func dismissOutsideAPresentationFails() async {
        let messages = await IssueReporter.capturing {
            @Dependency(\.dismiss) var dismiss
            await dismiss()
        }
        #expect(messages.first?.contains("but it was not presented") == true)
    }
}

/// `.dependency(_:_:)` changes a dependency for one reducer and its effects.
@MainActor
@Suite struct DependencyModifierTests {
    @Test func aReducerAndItsEffectsSeeTheChangedDependency() async {
        let store = TestStore(initialState: CounterFeature.State(count: 2)) {
            CounterFeature()
                .dependency(\.primeClient, PrimeClient(nthPrime: { _ in 3 }))
        }
        await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
        await store.receive(.nthPrimeResponse(3)) {
            $0.isLoading = false
            $0.nthPrime = 3
        }
    }
}
