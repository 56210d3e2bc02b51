@DependencyClient
struct PrimeClient {
    var nthPrime: @Sendable (_ n: Int) async throws -> Int
}
