import Composable

/// The side effect seed 003 wants out of its views: "What is the nth prime?" (the seed asks
/// Wolfram Alpha over the network). A `@DependencyClient` is a struct of closures; the macro adds
/// an initialiser whose missing endpoints fail a test that calls them ("unimplemented"), so a test
/// provides exactly the answers it needs and the live value does the real work.
@DependencyClient
struct PrimeClient {
    var nthPrime: @Sendable (_ n: Int) async throws -> Int
}

extension PrimeClient: DependencyKey {
    /// Counts primes, standing in for the seed's network request.
    static let liveValue = PrimeClient(nthPrime: { n in
        var found = 0
        var candidate = 1
        while found < n {
            candidate += 1
            if (2..<candidate).allSatisfy({ candidate % $0 != 0 }) { found += 1 }
        }
        return candidate
    })
    static let testValue = PrimeClient()
}

extension DependencyValues {
    /// `@Dependency(\.primeClient)`.
    var primeClient: PrimeClient {
        get { self[PrimeClient.self] }
        set { self[PrimeClient.self] = newValue }
    }
}
