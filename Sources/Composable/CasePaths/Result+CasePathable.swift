/// `Result` has case paths, as swift-case-paths gives it: `\.response.success` names the success
/// of a `case response(Result<Fact, any Error>)` action, so a test can write
/// `await store.receive(\.response.success)`, as TCA's own tests do.
extension Result: CasePathable {
    /// The two cases of a `Result`.
    public struct AllCasePaths: Sendable {
        /// The `success` case and its value.
        public var success: AnyCasePath<Result, Success> {
            AnyCasePath(
                composing: { .success($0) },
                extract: { result in
                    guard case let .success(value) = result else { return nil }
                    return value
                }, name: "success")
        }

        /// The `failure` case and its error.
        public var failure: AnyCasePath<Result, Failure> {
            AnyCasePath(
                composing: { .failure($0) },
                extract: { result in
                    guard case let .failure(error) = result else { return nil }
                    return error
                }, name: "failure")
        }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
